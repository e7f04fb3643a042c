import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { EventStreams } from './streams';

describe('EventStreams', () => {
  it('writes nothing more to a stream its sign-in ended, whatever was on its way', async () => {
    const streams = new EventStreams(async () => undefined);
    const out = new PassThrough();
    const chunks: string[] = [];
    out.on('data', (chunk: Buffer) => chunks.push(chunk.toString()));
    const errors: Error[] = [];
    out.on('error', (error) => errors.push(error));
    streams.open({
      out,
      userId: 'u1',
      authSessionId: 's1',
      expiresAt: new Date(Date.now() + 60_000),
    });
    streams.deliver({ type: 'auth-sessions-ended', userId: 'u1', authSessionIds: null });
    // A suspension also told the user of their profile's change: read after the stream ended.
    streams.deliverKept([{ id: 1, userId: 'u1', name: 'changed', data: {} }]);
    streams.deliver({ type: 'buddies-changed' });
    await streams.ping();
    await new Promise((resolve) => setImmediate(resolve));
    expect(errors).toEqual([]);
    expect(chunks.join('')).toBe('event: signed-out\ndata: {}\n\n');
  });
});
