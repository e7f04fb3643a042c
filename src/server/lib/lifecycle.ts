import type { FastifyBaseLogger } from 'fastify';
import { describeError } from './describe-error';

/**
 * Where this process is in its life: `starting` until its database is migrated and its
 * background work runs, `serving`, then `stopping` from a SIGTERM on. Readiness
 * (`GET /api/health`) answers 200 only while serving and the database answers.
 */
export type Phase = 'starting' | 'serving' | 'stopping';

/** The wait between attempts to prepare a database that is not there yet, doubling to 5 s. */
const FIRST_WAIT_MS = 250;
const MAX_WAIT_MS = 5_000;

export class Lifecycle {
  private current: Phase = 'starting';

  get phase(): Phase {
    return this.current;
  }

  /**
   * Runs `prepare` (migrations, the catalogue, the background work) until it succeeds: the first
   * attempt is waited for, so a reachable database serves at once; with `retry`, a database not
   * there yet is tried again in the background while the process answers 503 and fails its
   * readiness (without, the first failure stands: a test's database is there).
   */
  async prepare(
    prepare: () => Promise<void>,
    log: FastifyBaseLogger,
    { retry }: { retry: boolean },
  ): Promise<void> {
    const attempt = async () => {
      await prepare();
      if (this.current === 'starting') this.current = 'serving';
    };
    try {
      await attempt();
    } catch (err) {
      if (!retry) throw err;
      log.warn({ error: describeError(err) }, 'the database is not ready: trying again');
      void this.retry(attempt, log);
    }
  }

  private async retry(attempt: () => Promise<void>, log: FastifyBaseLogger) {
    for (let wait = FIRST_WAIT_MS; this.current === 'starting';) {
      await new Promise((resolve) => setTimeout(resolve, wait).unref());
      if (this.current !== 'starting') return;
      try {
        await attempt();
        log.info('the database is ready: serving');
      } catch (err) {
        log.warn({ error: describeError(err) }, 'the database is not ready: trying again');
        wait = Math.min(wait * 2, MAX_WAIT_MS);
      }
    }
  }

  /** From now on readiness fails: the proxy sends new requests elsewhere. */
  stop() {
    this.current = 'stopping';
  }
}
