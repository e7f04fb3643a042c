import { readdirSync } from 'node:fs';

/**
 * The server's floors as import zones (docs/architecture.md, decision 049): a floor imports only
 * the floors below it, a module only the modules below it, and no module reads another's
 * repository or another domain's tables.
 */

/**
 * The modules from the bottom up: each imports only modules listed before it. This is the order
 * of src/server/modules.ts (in which the app registers the routes, the seed runs its steps and a
 * deletion erases) but where a module imports one that the list puts after it: accounts, first
 * there, sit here right above auth, buddies and expert, which they build on (so expert comes
 * below availability to moderation); sessions sit above messaging, support and payments, which
 * they write through (so payments come below sessions to privacy).
 */
const MODULE_ORDER = [
  'health',
  'legal',
  'auth',
  'buddies',
  'favourites',
  'expert',
  'accounts',
  'availability',
  'messaging',
  'support',
  'payments',
  'sessions',
  'matching',
  'calendar',
  'moderation',
  'privacy',
  'event-stream',
  'dev-mailbox',
  'admin',
];

/**
 * Arrows that go up, each with its reason in docs/architecture.md: importing module -> the
 * module it imports -> the files it may import there.
 */
const UPWARD_ARROWS = {
  // Every module reads who a user is through the accounts' own reads (the users table is theirs).
  '*': { accounts: ['./users.ts'] },
  // The payments' checkout, finance and provider news move and read sessions (decision 039), and
  // their money reads a session's terms through the sessions' own reads for it.
  payments: { sessions: ['./service.ts', './transition.ts', './paid.ts', './money-reads.ts'] },
  // Kept-open times subtract the sessions' booked times from the buddy's availability.
  availability: { sessions: ['./service.ts'] },
  // The buddies list sorts and filters by the open-time summaries in its one query, and its cards
  // and profiles say how many sessions a buddy held (decision 057); neither file imports buddies.
  buddies: { availability: ['./joins.ts'], sessions: ['./sessions-held.ts'] },
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
  favourites: 'favourites',
  interviews: 'expert',
  ledger: 'payments',
  matching: 'matching',
  messaging: 'messaging',
  payments: 'payments',
  sessions: 'sessions',
  support: 'support',
};

/**
 * The server's floors from the bottom up (docs/architecture.md), each a list of folders and
 * files under src/server: a floor imports none above it. The modules' own order is above.
 */
const FLOORS = [
  ['config.ts', 'paths.ts', 'lib', 'db', 'mails'],
  ['plugins'],
  ['modules'],
  ['modules.ts', 'seed'],
  ['app.ts', 'personal-data.ts'],
  ['main.ts', 'listen.ts', 'shutdown.ts', 'cli'],
];

/** Above the modules, the files that import a module's files; the others go through these. */
const MODULE_IMPORTERS = ['modules.ts', 'seed', 'app.ts', 'cli'];

const SERVER = './src/server';

/**
 * The module files that may import the ORM: the repositories (any *repository.ts, or a
 * repository/ folder), the personal-data contracts and the tests. Every other module file calls
 * its module's repository.
 */
export const ormImporters = [
  'src/server/modules/**/*repository.ts',
  'src/server/modules/**/repository/**',
  'src/server/modules/**/personal-data.ts',
  'src/server/modules/**/*.test.ts',
];

/**
 * A folder's source files as a zone's target (a glob, so that files added later count), but the
 * tests, which set up any data they need.
 */
const sourcesOf = (folder) => `${SERVER}/${folder}/**/!(*.test).ts?(x)`;

const modules = readdirSync('src/server/modules');
const unplaced = modules.filter((module) => !MODULE_ORDER.includes(module));
if (unplaced.length > 0) {
  throw new Error(`Place ${unplaced.join(', ')} in MODULE_ORDER (eslint-rules/server-zones.js)`);
}
const placed = MODULE_ORDER.filter((module) => modules.includes(module));

const serverEntries = readdirSync('src/server', { withFileTypes: true })
  .filter((entry) => entry.isDirectory() || /^(?!.*\.test\.ts$).*\.ts$/.test(entry.name))
  .map((entry) => entry.name);
const unfloored = serverEntries.filter((entry) => !FLOORS.flat().includes(entry));
if (unfloored.length > 0) {
  throw new Error(`Place ${unfloored.join(', ')} in FLOORS (eslint-rules/server-zones.js)`);
}

/** A floor's part as a zone's target: a file itself, or a folder's sources. */
const targetOf = (part) => (part.endsWith('.ts') ? `${SERVER}/${part}` : sourcesOf(part));

const floorZones = FLOORS.slice(0, -1).map((floor, level) => {
  const above = FLOORS.slice(level + 1).flat();
  return {
    target: floor.map(targetOf),
    from: above.map((part) => `${SERVER}/${part}`),
    message: `${floor.join(', ')} sit below ${above.join(', ')} (docs/architecture.md): they import none of them.`,
  };
});

const modulesFloor = FLOORS.findIndex((floor) => floor.includes('modules'));
const moduleImporterZone = {
  target: FLOORS.slice(modulesFloor + 1)
    .flat()
    .filter((part) => !MODULE_IMPORTERS.includes(part))
    .map(targetOf),
  from: `${SERVER}/modules`,
  message: `Above the modules, only ${MODULE_IMPORTERS.join(', ')} import a module's files: the others go through them.`,
};

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
      target: sourcesOf(`modules/${module}`),
      from: `${SERVER}/db/schema/${table}.ts`,
      message: `The ${table} tables are ${TABLE_OWNERS[table]}'s: read them through its functions.`,
    })),
);

export const serverZones = [
  ...floorZones,
  moduleImporterZone,
  ...moduleOrderZones,
  ...repositoryZones,
  ...tableZones,
];
