import { buildApp } from './app';
import { loadConfig, type Config } from './config';
import { seedDemo } from './seed/demo';
import { listenOrExit } from './listen';
import { newLocalAdminSecret, removeLocalAdminFile, writeLocalAdminFile } from './lib/local-admin';
import { stopOnSignals } from './shutdown';

let config: Config;
try {
  config = loadConfig();
} catch (err) {
  // A wrong setting is the operator's to fix: say which, without a stack trace.
  console.error((err as Error).message);
  process.exit(1);
}
const embedded = !config.databaseUrl;
// The local channel lets `npm run user:create` reach an embedded database the server holds; the
// test clock's journeys move time and make accounts through it on either engine.
const localAdminSecret = embedded || config.testClock ? newLocalAdminSecret() : undefined;
const app = await buildApp(config, {
  localAdminSecret,
  ...(config.seedDemo && {
    prepare: (ready) => seedDemo(ready.db, { log: ready.log }),
  }),
});

stopOnSignals(app, config.shutdownTimeoutMs, () => {
  if (localAdminSecret) removeLocalAdminFile(config.dataDir);
});

await listenOrExit(app, config);
if (localAdminSecret) {
  writeLocalAdminFile(config.dataDir, `http://127.0.0.1:${config.port}`, localAdminSecret);
}
const database = embedded ? `embedded PGlite in ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)';
console.log(`\n  Buddies is running at ${config.publicUrl}  (database: ${database})\n`);
