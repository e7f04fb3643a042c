/** The app processes of the topology, started and stopped as systemd runs buddies@.service. */
import { spawn, type ChildProcess } from 'node:child_process';
import { openSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { adopt, sleep } from './harness';
import type { Origin } from './http';

export const ROOT = resolve(import.meta.dirname, '../..');
/** The unit's TimeoutStopSec: a process that has not exited by then is killed. */
export const STOP_LIMIT_MS = 15_000;

/**
 * KEY=value lines of a systemd environment file, as systemd reads the ones we write: comments
 * and blank lines left out, a value's surrounding double quotes taken off.
 */
export function readEnvironmentFile(file: string): Record<string, string> {
  const env: Record<string, string> = {};
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const match = /^([A-Z][A-Z0-9_]*)=(.*)$/.exec(line.trim());
    if (match) env[match[1]!] = match[2]!.replace(/^"(.*)"$/, '$1');
  }
  return env;
}

export interface AppProcess {
  name: string;
  port: number;
  origin: Origin;
  child: ChildProcess;
  /** Its standard output and error: pino's JSON lines. */
  logFile: string;
  startedAt: number;
}

/**
 * `node --enable-source-maps dist/server/main.js` in the project root, as the unit runs it:
 * the environment file's settings, and PORT from the instance.
 */
export function startApp(name: string, port: number, env: Record<string, string>, logDir: string) {
  const logFile = join(logDir, `${name}.log`);
  const out = openSync(logFile, 'a');
  const child = spawn(process.execPath, ['--enable-source-maps', 'dist/server/main.js'], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '/usr/bin:/bin', ...env, PORT: String(port) },
    stdio: ['ignore', out, out],
  });
  adopt(child);
  const app: AppProcess = {
    name,
    port,
    origin: { name, url: `http://127.0.0.1:${port}` },
    child,
    logFile,
    startedAt: Date.now(),
  };
  return app;
}

/** SIGTERM, as systemd stops the unit, and SIGKILL after `limitMs`: how long it took. */
export async function stopApp(app: AppProcess, limitMs = STOP_LIMIT_MS) {
  const began = performance.now();
  if (app.child.exitCode !== null || app.child.signalCode !== null) return { ms: 0, killed: false };
  const exited = new Promise<void>((resolve) => app.child.once('exit', () => resolve()));
  app.child.kill('SIGTERM');
  const inTime = await Promise.race([exited.then(() => true), sleep(limitMs).then(() => false)]);
  if (!inTime) {
    app.child.kill('SIGKILL');
    await exited;
  }
  return { ms: Math.round(performance.now() - began), killed: !inTime };
}

/** A request as pino logged it (the app's `req` serializer in src/server/app.ts). */
export interface LoggedRequest {
  reqId?: string;
  req?: { method?: string; url?: string; remoteAddress?: string };
  msg?: string;
  level?: number;
}

/** The app's JSON log lines; its other lines (the start banner) left out. */
export function appLog(app: AppProcess): LoggedRequest[] {
  return readFileSync(app.logFile, 'utf8')
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as LoggedRequest);
}
