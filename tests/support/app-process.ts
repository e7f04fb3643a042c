import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT_DIR } from '../../src/server/paths';
import { freePort } from './e2e-server';

/** The production build (npm run build) running in a process of its own, as an operator runs it. */
export interface AppProcess {
  url: string;
  child: ChildProcess;
  /** Its log lines (pino JSON) so far. */
  logs: string[];
  /** Resolves with the exit code (or the signal) when the process ends. */
  exited: Promise<number | NodeJS.Signals>;
  running(): boolean;
}

export async function startAppProcess(env: Record<string, string>): Promise<AppProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['dist/server/main.js'], {
    cwd: ROOT_DIR,
    env: {
      PATH: process.env.PATH ?? '',
      TZ: 'UTC',
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      DATA_DIR: mkdtempSync(join(tmpdir(), 'buddies-process-')),
      PAYMENTS: 'off',
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logs: string[] = [];
  const keep = (chunk: Buffer) => logs.push(...chunk.toString('utf8').split('\n').filter(Boolean));
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const exited = new Promise<number | NodeJS.Signals>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal ?? -1)),
  );
  return { url, child, logs, exited, running: () => child.exitCode === null && !child.signalCode };
}

/** SIGTERM, as systemd stops it; SIGKILL if it has not exited within `limitMs`. */
export async function stopAppProcess(app: AppProcess, limitMs = 20_000) {
  if (!app.running()) return;
  app.child.kill('SIGTERM');
  const timer = setTimeout(() => app.child.kill('SIGKILL'), limitMs);
  await app.exited;
  clearTimeout(timer);
}

/** Polls `check` every 100 ms until it holds; the time it took, or an error past `limitMs`. */
export async function until(check: () => Promise<boolean>, limitMs: number, what: string) {
  const started = Date.now();
  while (Date.now() - started < limitMs) {
    if (await check().catch(() => false)) return Date.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${what}: not within ${limitMs / 1000} s`);
}
