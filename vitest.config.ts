import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const alias = {
  '@': resolve(import.meta.dirname, 'src/client'),
  '@shared': resolve(import.meta.dirname, 'src/shared'),
};

/** Component tests: beside the component they render (npm run test:unit runs them). */
const componentFiles = 'src/client/**/*.component.test.tsx';

/** The API tests (scripts/test-api.mjs runs the projects `api` and `api-timing`). */
const api = {
  setupFiles: ['tests/support/api-setup.ts'],
  globalSetup: ['tests/support/api-global-setup.ts'],
  env: { TZ: 'UTC' },
  testTimeout: 30_000,
  hookTimeout: 60_000,
};
const timingFiles = [
  'src/server/lib/passwords.test.ts',
  'src/server/modules/auth/sign-in-under-load.test.ts',
];

/**
 * The API files whose outcome can depend on the database engine or on the embedded path: every API
 * file runs on PostgreSQL, and on PGlite only these (scripts/test-api.mjs; all of them when no
 * PostgreSQL answers). Decision 055 says why each is here. A folder counts with every test in it;
 * a path that no longer exists stops the run, so that a moved file is not silently left out.
 */
const engineFiles = [
  // The schema, its migrations and data migrations, the embedded DATA_DIR, the seed's data.
  'src/server/db',
  // A production start on a database that holds demo accounts.
  'src/server/production.test.ts',
  // The command line's channel to a server on the embedded database (decision 002).
  'src/server/modules/admin/local-admin.test.ts',
  // LISTEN/NOTIFY, claims with SKIP LOCKED, raw results read through db.execute, PGlite's branch.
  'src/server/lib/outbox.test.ts',
  'src/server/lib/housekeeping.test.ts',
  'src/server/lib/rate-limits.test.ts',
  'src/server/lib/user-reads.test.ts',
  'src/server/modules/event-stream/event-stream.test.ts',
  'src/server/modules/messaging/delivery.test.ts',
  // Named prepared statements (conversations, recipients).
  'src/server/modules/messaging/messages.test.ts',
  // Constraints, extensions and locks that the database enforces: the ledger's, the money model,
  // the reconciliation's lock and reads, booked time's exclusion constraints (btree_gist), the one
  // transition's transaction, search by trigram (pg_trgm), unique names under a race.
  'src/server/modules/payments/ledger.test.ts',
  'src/server/modules/payments/money-model.test.ts',
  'src/server/modules/payments/reconciliation.test.ts',
  'src/server/modules/sessions/proposals.test.ts',
  'src/server/modules/sessions/transition.test.ts',
  'src/server/modules/buddies/discovery.test.ts',
  'src/server/modules/accounts/registration.test.ts',
];
for (const path of engineFiles) {
  if (!existsSync(resolve(import.meta.dirname, path)))
    throw new Error(`vitest.config.ts: ${path} (engineFiles) does not exist`);
}
const apiFiles = process.env.API_ENGINE_FILES_ONLY
  ? engineFiles.map((path) => (path.endsWith('.test.ts') ? path : `${path}/**/*.test.ts`))
  : ['src/server/**/*.test.ts'];

/**
 * The files of projects that each hold a worker for long first, beside the others: the
 * `api-timing` files (seconds of production-cost hashing each) and the payment journeys (one file
 * of about a minute, since its journeys move one server's clock). Vitest would otherwise queue
 * the projects one after the other (by name), leaving those files as the run's tail with the
 * other worker idle (half a minute of the browser run, measured).
 */
const LONG_FILES_FIRST = ['api-timing', 'e2e-payments'];
class LongFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]) {
    const sorted = await super.sort(files);
    const long = (file: TestSpecification) => LONG_FILES_FIRST.includes(file.project.name);
    return [...sorted.filter(long), ...sorted.filter((file) => !long(file))];
  }
}

/** The browser tests, on the production build started by tests/support/e2e-server.ts. */
const e2e = {
  env: { TZ: 'UTC' },
  globalSetup: ['tests/support/e2e-server.ts'],
  testTimeout: 60_000,
  hookTimeout: 60_000,
  // Every wait ends as soon as its state holds; the limit only decides when to give up, and a
  // busy machine (two cores, 2.5x slower) needs far more than expect.poll's default of 1 s.
  // Calls leave it alone rather than set shorter ones of their own.
  expect: { poll: { timeout: 20_000, interval: 100 } },
  // Playwright, axe and Chromium start once per worker rather than once per file (browser.ts).
  // Files share one server but no mutable data: each writes only accounts of its own. `npm run
  // test:browser` runs three files at once (--maxWorkers=3): one journey waits on its page and
  // server for about two thirds of its time, and two workers left a quarter of the processors
  // idle (199 -> 178 s measured).
  isolate: false,
};

export default defineConfig({
  resolve: { alias },
  test: {
    // Two cores: keep the worker count bounded.
    maxWorkers: 2,
    sequence: { sequencer: LongFilesFirst },
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: [
            'src/shared/**/*.test.ts',
            'src/client/**/*.test.{ts,tsx}',
            'tests/lint/*.test.ts',
          ],
          exclude: [componentFiles],
          env: { TZ: 'UTC' },
          // Pure rules share a worker's modules (zod, fast-check, the shared rules) instead of
          // importing them once per file: half the processor time (36 -> 18 s measured). A file
          // that stubs a global undoes it after each test (api-client.test.ts).
          isolate: false,
          // The property tests run thousands of cases beside the typecheck and the lint: seconds
          // on a busy machine, past vitest's 5 s.
          testTimeout: 60_000,
        },
      },
      {
        // A screen's part in a state that needs no server (empty, loading, failed, a form's
        // messages), rendered with the app's providers in a simulated DOM (decision 054).
        resolve: { alias },
        test: {
          name: 'component',
          include: [componentFiles],
          environment: 'happy-dom',
          // Files share a worker's modules (React, the UI kit): importing them once per worker
          // instead of once per file. Each test renders with a cache of its own and the setup
          // file clears the stored sign-in.
          isolate: false,
          setupFiles: ['tests/support/component-setup.ts'],
          env: { TZ: 'UTC' },
          // Beside the typecheck and the lint on two cores, a form typed key by key takes
          // seconds, past vitest's 5 s.
          testTimeout: 30_000,
        },
      },
      {
        resolve: { alias },
        test: {
          ...api,
          name: 'api',
          // Files share a worker's module graph: importing the app once per worker instead of once
          // per file halves the run. Each file still opens its own database (test-app.ts); the
          // setup file runs again before every file and resets what a file may change.
          isolate: false,
          include: apiFiles,
          exclude: timingFiles,
        },
      },
      {
        resolve: { alias },
        test: {
          ...api,
          // Files that assert the order in which hashes finish get a fresh process of their own.
          name: 'api-timing',
          include: timingFiles,
        },
      },
      {
        resolve: { alias },
        test: {
          ...e2e,
          name: 'e2e',
          include: ['tests/e2e/*.test.ts'],
          exclude: ['tests/e2e/user-create.test.ts'],
        },
      },
      {
        // Journeys that move the server's clock: a server of their own, so that no other file's
        // times jump under them, and one file (tests/e2e/clock), so that they never move it under
        // each other. They run beside the other browser tests (npm run test:e2e). The server is
        // on the embedded database (e2e-server.ts), so `npm run user:create` is checked here
        // against it.
        resolve: { alias },
        test: {
          ...e2e,
          name: 'e2e-clock',
          include: ['tests/e2e/clock/*.test.ts', 'tests/e2e/user-create.test.ts'],
        },
      },
      {
        // The learner pays before a session is booked (decision 038): a server of its own with
        // the test provider, which the other journeys' servers leave off, on PostgreSQL
        // (e2e-server.ts). It moves its clock too: its journeys are one file (payments.test.ts).
        resolve: { alias },
        test: { ...e2e, name: 'e2e-payments', include: ['tests/e2e/payments/*.test.ts'] },
      },
      {
        // The production build's process under faults: its own PostgreSQL stopped and started
        // (tests/support/own-postgres.ts), signals. Beside the browser tests (npm run test:e2e).
        resolve: { alias },
        test: {
          name: 'faults',
          include: ['tests/faults/*.test.ts'],
          env: { TZ: 'UTC' },
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
