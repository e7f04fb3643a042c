import { readdirSync } from 'node:fs';

/**
 * The server's floors as import zones (docs/architecture.md, decision 049): a floor imports only
 * the floors below it, a module only the modules below it, and no module reads another's
 * repository or another domain's tables.
 */

/** The modules from the bottom up: each imports only modules listed before it. */
const MODULE_ORDER = [
  'health',
  'legal',
  'dev-mailbox',
  'messaging',
  'support',
  'auth',
  'buddies',
  'expert',
  'accounts',
  'payments',
  'availability',
  'sessions',
  'calendar',
  'event-stream',
  'moderation',
  'privacy',
  'admin',
];

/**
 * Arrows that go up, each with its reason in docs/architecture.md: importing module -> the
 * module it imports -> the files it may import there.
 */
const UPWARD_ARROWS = {
  // Every module reads who a user is through the accounts' own reads (the users table is theirs).
  '*': { accounts: ['./users.ts'] },
  // The payments' checkout, finance and provider news move and read sessions (decision 039).
  payments: { sessions: ['./service.ts', './transition.ts', './paid.ts'] },
  // Kept-open times subtract the sessions' booked times from the buddy's availability.
  availability: { sessions: ['./service.ts'] },
  // A change of a session or an interview sends its calendar mail in the change's transaction
  // (decision 051), while the calendar reads sessions and interviews for its feeds.
  sessions: { calendar: ['./calendar-file.ts', './session-mails.ts'] },
  expert: { calendar: ['./interview-appointment.ts', './interview-reminders.ts'] },
};

/**
 * Each table file's owning module; a table file that is no module's (the users every module
 * reads, the shared checks, the outbox of lib/) is open to all.
 */
const TABLE_OWNERS = {
  auth: 'auth',
  availability: 'availability',
  buddies: 'buddies',
  reviews: 'buddies',
  calendar: 'calendar',
  events: 'event-stream',
  interviews: 'expert',
  ledger: 'payments',
  messaging: 'messaging',
  payments: 'payments',
  sessions: 'sessions',
  support: 'support',
};

/**
 * Reads of another domain's tables written before the zone existed (issue 38 counted 14 imports
 * from 11 files), each to move behind the owning module's functions: reading module -> table
 * file -> reading files. None may be added.
 */
const TABLE_READS_TO_MOVE = {
  accounts: { buddies: ['repository.ts'] },
  availability: { buddies: ['repository.ts'] },
  expert: { buddies: ['repository.ts'] },
  messaging: { buddies: ['repository.ts'] },
  moderation: {
    buddies: ['reports.ts', 'repository.ts'],
    sessions: ['reports.ts'],
    support: ['reports.ts'],
  },
  payments: { buddies: ['repository.ts'], sessions: ['ledger.ts', 'repository.ts'] },
  sessions: { buddies: ['repository.ts'], reviews: ['repository.ts'] },
};

/**
 * Lower floors' imports of modules not yet moved: the seed (going above the modules with the CLI)
 * and the plugins' sign-ins (going below them, to lib/). None may be added.
 */
const FLOOR_IMPORTS_TO_MOVE = ['db/seed.ts', 'plugins/access.ts', 'plugins/signed-in-pages.ts'];

const SERVER = './src/server';

/**
 * A folder's source files as a zone's target (a glob, so that files added later count), but the
 * files named and the tests, which set up any data they need.
 */
const sourcesOf = (folder, without = []) => {
  const names = without.map((file) => file.replace(/\.tsx?$/, ''));
  return `${SERVER}/${folder}/**/!(${[...names, '*.test'].join('|')}).ts?(x)`;
};

const modules = readdirSync('src/server/modules');
const unplaced = modules.filter((module) => !MODULE_ORDER.includes(module));
if (unplaced.length > 0) {
  throw new Error(`Place ${unplaced.join(', ')} in MODULE_ORDER (eslint-rules/server-zones.js)`);
}
const placed = MODULE_ORDER.filter((module) => modules.includes(module));

/** The floors below the modules import none. */
const floorZones = [
  {
    target: ['lib', 'db', 'mails', 'plugins'].map((floor) =>
      sourcesOf(
        floor,
        FLOOR_IMPORTS_TO_MOVE.filter((file) => file.startsWith(`${floor}/`)).map((file) =>
          file.slice(floor.length + 1),
        ),
      ),
    ),
    from: `${SERVER}/modules`,
    message: 'lib, db, mails and plugins sit below the modules: they import none.',
  },
  {
    target: [`${SERVER}/lib`, `${SERVER}/db`, `${SERVER}/mails`],
    from: `${SERVER}/plugins`,
    message: 'lib, db and mails sit below the plugins.',
  },
];

const moduleOrderZones = placed.flatMap((module, floor) =>
  placed.slice(floor + 1).map((above) => ({
    target: sourcesOf(`modules/${module}`),
    from: `${SERVER}/modules/${above}`,
    except: [...(UPWARD_ARROWS['*'][above] ?? []), ...(UPWARD_ARROWS[module]?.[above] ?? [])],
    message: `${module} sits below ${above} (docs/architecture.md): it imports only modules below it.`,
  })),
);

const repositories = (module) =>
  readdirSync(`src/server/modules/${module}`)
    .filter((file) => file.endsWith('repository.ts'))
    .map((file) => `${SERVER}/modules/${module}/${file}`);

const repositoryZones = modules.map((module) => ({
  target: `${SERVER}/modules/${module}`,
  from: modules.filter((other) => other !== module).flatMap(repositories),
  message: "A module calls another module's services, never its repository.",
}));

const tableZones = modules.flatMap((module) =>
  Object.entries(TABLE_OWNERS)
    .filter(([, owner]) => owner !== module)
    .map(([table]) => ({
      target: sourcesOf(`modules/${module}`, TABLE_READS_TO_MOVE[module]?.[table]),
      from: `${SERVER}/db/schema/${table}.ts`,
      message: `The ${table} tables are ${TABLE_OWNERS[table]}'s: read them through its functions.`,
    })),
);

export const serverZones = [...floorZones, ...moduleOrderZones, ...repositoryZones, ...tableZones];
