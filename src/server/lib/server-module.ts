import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/client';
import type { EventBus } from './event-bus';
import type { HousekeepingJob } from './housekeeping';
import type { MatchOrder } from './match-order';
import type { OutboxHandler } from './outbox';
import type { PersonalDataContract } from './personal-data';
import type { SignIns } from './sign-ins';

/**
 * Everything one module brings, from its one file `modules/<name>/module.ts`: the app, the
 * personal-data list and the demo seed loop over the modules (src/server/modules.ts) and name
 * none of their parts.
 */
export interface ServerModule {
  /** Its folder under modules/. */
  name: string;
  /** What it holds about users (the list in src/server/personal-data.ts). */
  personalData?: PersonalDataContract;
  /** Its part of the demo data (src/server/seed/demo.ts). */
  seed?: SeedStep;
  /** What it brings to an app being built, once per app. */
  build(context: ModuleContext): ModuleParts;
}

/** What the app hands every module as it builds. */
export interface ModuleContext {
  config: Config;
  db: Database;
  /** Every process's domain events, after their commits (lib/event-bus.ts). */
  events: EventBus;
  /** Whether text messages can leave: without, phone verification answers 503. */
  smsAvailable: boolean;
  /** Every module's contract, in the deletion's order (src/server/personal-data.ts). */
  personalData: readonly PersonalDataContract[];
  /** The secret of the local admin route for `npm run user:create` (embedded database only). */
  localAdminSecret?: string;
}

export interface ModuleParts {
  /**
   * Registers its routes on the app itself, after the app's own plugins, in module order: what it
   * decorates the app with (buddies' public reads) is there for the modules after it.
   */
  routes?(app: FastifyInstance): Promise<void>;
  /** The handlers of the outbox topics it owns (lib/outbox.ts). */
  outbox?: Record<string, OutboxHandler>;
  /** Its periodic work, after the hourly pruning (lib/housekeeping.ts). */
  jobs?: readonly HousekeepingJob[];
  /** The sign-ins, from the one module that makes them (auth): the app hands them to access. */
  signIns?: SignIns;
  /**
   * The buddies list's recommended order for a learner, from the one module that ranks (matching):
   * the app decorates itself with it (`app.matchOrder`) for the list, a module below it.
   */
  matchOrder?: MatchOrder;
}

/**
 * One module's part of the demo data, run in module order. Idempotent: it adds only to the demo
 * accounts that this run created.
 */
export type SeedStep = (seed: DemoSeed) => Promise<void>;

export interface DemoSeed {
  db: Database;
  /** Every demo account by email, as the accounts step found or created it. */
  accounts: Map<string, { id: string; created: boolean }>;
}
