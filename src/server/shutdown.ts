import type { App } from './app';

/**
 * Stops serving for a release without failing a request (docs/deploy.md): readiness fails at
 * once, so the proxy sends new requests elsewhere; open event streams end, and their tabs
 * reconnect to another process (asking this one again answers 503); the port closes, requests
 * in flight finish, the outbox claims nothing more and finishes the work in hand or hands it
 * back; then the database closes. Past `timeoutMs` the process exits anyway.
 */
export async function stopServing(app: App, timeoutMs: number): Promise<void> {
  app.lifecycle.stop();
  app.eventStreams.closeAll();
  // What the outbox holds may take a slow mail server's time-out: hand it back in time to exit.
  const outbox = app.outbox.stop(Math.max(0, timeoutMs - 2_000));
  await app.close();
  await outbox;
}

/** SIGTERM and SIGINT stop serving, then exit: 0 when all finished in time, 1 when cut short. */
export function stopOnSignals(app: App, timeoutMs: number, before: () => void = () => {}) {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.log.info({ signal, timeoutMs }, 'shutting down');
      before();
      const late = setTimeout(() => {
        app.log.error({ timeoutMs }, 'shutting down took too long: exiting');
        process.exit(1);
      }, timeoutMs);
      late.unref();
      stopServing(app, timeoutMs).then(
        () => {
          app.log.info('shut down');
          process.exit(0);
        },
        (err: unknown) => {
          app.log.error({ err }, 'shutting down failed');
          process.exit(1);
        },
      );
    });
  }
}
