import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/support/test-app';
import { listenOrExit } from './listen';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('npm start on a port that is taken', () => {
  it('says in one line which port and how to choose another, closes and exits 1', async () => {
    const taken = createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    const port = (taken.address() as { port: number }).port;
    const said = vi.spyOn(console, 'error').mockImplementation(() => {});
    const exit = vi.spyOn(process, 'exit').mockImplementation(() => undefined as never);
    try {
      await listenOrExit(t.app, { ...t.app.config, port, host: '127.0.0.1' });
      expect(said.mock.calls).toEqual([
        [
          `Port ${port} is already in use. Stop what uses it, or choose another port: PORT=${port + 1} npm start`,
        ],
      ]);
      expect(exit).toHaveBeenCalledWith(1);
    } finally {
      said.mockRestore();
      exit.mockRestore();
      taken.close();
    }
  });
});
