/**
 * What scripts/topology.ts checks with: named checks that print PASS, FAIL or SKIP, and clean-up
 * steps that run once, in reverse order, however the run ends.
 */
import type { ChildProcess } from 'node:child_process';
import { performance } from 'node:perf_hooks';

export interface Outcome {
  name: string;
  result: 'PASS' | 'FAIL' | 'SKIP';
  detail: string;
}
export const outcomes: Outcome[] = [];

/** A check's own failure: its message is the whole story (no stack). */
export class CheckFailed extends Error {}

/** Fails the check in hand with what was seen. */
export function expect(condition: boolean, what: string): asserts condition {
  if (!condition) throw new CheckFailed(what);
}

/** Runs one check; the lines it returns are printed under its verdict. */
export async function check(name: string, body: () => Promise<string[]>) {
  const began = performance.now();
  try {
    record({ name, result: 'PASS', detail: (await body()).join('\n') }, began);
  } catch (err) {
    const detail = err instanceof CheckFailed ? err.message : String((err as Error).stack ?? err);
    record({ name, result: 'FAIL', detail }, began);
  }
}

/** Set on Ctrl-C: what the checks say while everything is torn down under them is noise. */
let interrupted = false;
export const wasInterrupted = () => interrupted;

export function record(outcome: Outcome, began = performance.now()) {
  if (interrupted) return;
  outcomes.push(outcome);
  const seconds = ((performance.now() - began) / 1000).toFixed(1);
  console.log(`${outcome.result} ${outcome.name} (${seconds} s)`);
  if (outcome.detail) console.log(outcome.detail.replace(/^/gm, '     '));
}

const cleanups: { what: string; run: () => Promise<unknown> }[] = [];
let cleaned: Promise<void> | undefined;

/** Something to undo at the end (stop a server, drop a database). */
export function onCleanUp(what: string, run: () => Promise<unknown>) {
  cleanups.push({ what, run });
}

/** Undoes everything so far in reverse order, each step once and on its own. */
export function cleanUp() {
  cleaned ??= (async () => {
    for (let step = cleanups.pop(); step; step = cleanups.pop()) {
      const { what, run } = step;
      await run().catch((err: unknown) => console.error(`clean-up: ${what}: ${String(err)}`));
    }
  })().finally(() => {
    cleaned = undefined;
  });
  return cleaned;
}

/** Child processes still running: killed outright if this process dies before its clean-up. */
const children = new Set<ChildProcess>();
export function adopt(child: ChildProcess) {
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}
process.once('exit', () => children.forEach((child) => child.kill('SIGKILL')));
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    interrupted = true;
    console.error(`\n${signal}: cleaning up`);
    void cleanUp().then(() => process.exit(130));
  });
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Looks every 200 ms until `probe` gives something, for at most `ms`. */
export async function waitUntil<T>(
  what: string,
  probe: () => Promise<T | undefined | null | false>,
  ms = 10_000,
): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new CheckFailed(`timed out after ${ms / 1000} s: ${what}`);
    await sleep(200);
  }
}
