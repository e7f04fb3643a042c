import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';

/** The landing page's method videos, set by the team in the configuration (decision 047). */
const VIDEOS = [
  { title: 'Why real conversations work', url: 'https://video.example/why' },
  { title: 'Learning by doing', url: 'https://video.example/doing' },
];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ METHOD_VIDEOS: JSON.stringify(VIDEOS) });
});
afterAll(() => t.close());

describe('GET /api/method-videos', () => {
  it('answers anyone the videos configured, in the order of the steps', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/api/method-videos' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ videos: VIDEOS });
  });

  it('is empty while none is set: the steps show in words, never a made-up address', () => {
    expect(loadConfig({}).methodVideos).toEqual([]);
  });
});

describe('METHOD_VIDEOS', () => {
  it('refuses what is not six or fewer https videos with a title, saying what is wrong', () => {
    const refused = (value: string, reason: RegExp) =>
      expect(() => loadConfig({ METHOD_VIDEOS: value })).toThrow(reason);
    refused('https://video.example/why', /METHOD_VIDEOS: must be a JSON array/);
    refused(JSON.stringify([{ title: 'Why', url: 'http://video.example/why' }]), /https:\/\//);
    refused(JSON.stringify([{ title: ' ', url: 'https://video.example/why' }]), /needs a title/);
    refused(JSON.stringify([{ title: 'A\u0000', url: 'https://video.example/' }]), /METHOD_VIDEOS/);
    refused(JSON.stringify(Array(7).fill(VIDEOS[0])), /At most 6 videos/);
    refused(JSON.stringify({ title: 'Why' }), /METHOD_VIDEOS/);
  });
});
