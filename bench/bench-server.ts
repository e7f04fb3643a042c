/**
 * A bench's app server in a child process of its own (`<script> serve <kind>`, which prints a
 * `{"benchUrl": ...}` line once it listens), started and stopped by the measuring process.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';

const children = new Set<ChildProcess>();
process.once('exit', () => killBenchServers());

/** Kills every bench server still running (on exit, and on Ctrl-C before cleaning up). */
export function killBenchServers() {
  children.forEach((child) => child.kill('SIGKILL'));
}

/** Starts `command args`; resolves with its URL once it listens. Its other lines go to stderr. */
export function startBenchServer(
  kind: string,
  command: string,
  args: string[],
  env: Record<string, string>,
) {
  const child = spawn(command, args, {
    // As a deployment runs: the libraries' production builds (reads.ts).
    env: { ...process.env, ...env, NODE_ENV: 'production' },
    // stdin: the child ends when this process does, whatever way it ends.
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  children.add(child);
  return new Promise<{ child: ChildProcess; url: string }>((resolve, reject) => {
    // The app's own log lines (warn and above) share stdout: look for ours.
    const lines = createInterface({ input: child.stdout! });
    lines.on('line', (line) => {
      if (line.startsWith('{"benchUrl"')) {
        resolve({ child, url: (JSON.parse(line) as { benchUrl: string }).benchUrl });
      } else console.error(line);
    });
    child.once('exit', (code) => {
      children.delete(child);
      reject(new Error(`${kind} server exited (${code})`));
    });
  });
}

export function stopBenchServer(child: ChildProcess) {
  return new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}
