import type { App } from './app';
import type { Config } from './config';

/**
 * Starts serving on the configured port. A port another program holds (often another Buddies)
 * is the operator's to fix: one line saying which and how to choose another, no stack, exit 1.
 */
export async function listenOrExit(app: App, config: Config) {
  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw err;
    console.error(
      `Port ${config.port} is already in use. Stop what uses it, or choose another port: PORT=${config.port + 1} npm start`,
    );
    await app.close();
    process.exit(1);
  }
}
