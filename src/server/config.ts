import { resolve } from 'node:path';
import { z } from 'zod';
import { CONTACT_EMAIL } from '../shared/contact';
import { MethodVideosSchema, type MethodVideo } from '../shared/method-schemas';
import type { LegalDetails } from '../shared/legal';
import type { BusinessDetails } from '../shared/payments';

const flag = z
  .enum(['1', '0', 'true', 'false', 'on', 'off', 'yes', 'no'])
  .transform((v) => ['1', 'true', 'on', 'yes'].includes(v));

/** A business detail as the operator sets it: never deploy/buddies.env.example's placeholder. */
const businessDetail = (max: number) =>
  z
    .string()
    .max(max)
    .refine(
      (value) => !value.startsWith('REPLACE'),
      "still the example's placeholder: put your own",
    )
    .optional();

const EnvSchema = z.object({
  NODE_ENV: z.string().default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z.url().optional(),
  DATA_DIR: z.string().default('./data'),
  PUBLIC_URL: z.url().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Buddies <hello@buddies.local>'),
  /**
   * Signs the links that work without a sign-in and need no row of their own: the one-click
   * unsubscribe of a mail (decision 065). Every process of a deployment holds the same one.
   */
  LINK_SECRET: z
    .string()
    .min(32, 'at least 32 characters (e.g. `openssl rand -base64 48`)')
    .optional(),
  /** Who sends text messages (lib/sms.ts); unset: the development transport, none in production. */
  SMS_PROVIDER: z.enum(['twilio']).optional(),
  /** The sender: a number in E.164 (+31...) or an alphanumeric sender id the provider allows. */
  SMS_FROM: z.string().optional(),
  TWILIO_ACCOUNT_SID: z.string().startsWith('AC', 'an Account SID starts with AC').optional(),
  TWILIO_AUTH_TOKEN: z.string().optional(),
  /** Another address for Twilio's REST API (tests, a mock server); unset: Twilio's own. */
  TWILIO_API_URL: z.url().optional(),
  /**
   * Who takes the learners' payments (decision 038): Stripe; the built-in test provider, whose
   * checkout page plays paying (never in production); or nobody (sessions book without a
   * payment step). Unset: the test provider outside production, Stripe in production.
   */
  PAYMENTS: z.enum(['stripe', 'test', 'off']).optional(),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  /** The signing secret of the webhook endpoint for connected accounts' events (payouts). */
  STRIPE_CONNECT_WEBHOOK_SECRET: z.string().optional(),
  /** Another address for Stripe's API (tests: tests/support/fake-stripe.ts); unset: Stripe's own. */
  STRIPE_API_URL: z.url().optional(),
  /**
   * The business that takes the payments, as its receipts name it (decision 038): its name, its
   * address, its Chamber of Commerce (KvK) number and its VAT id. Address and KvK number are
   * required with PAYMENTS=stripe in production.
   */
  BUSINESS_NAME: z.string().max(200).optional(),
  BUSINESS_ADDRESS: businessDetail(400),
  BUSINESS_KVK: businessDetail(80),
  BUSINESS_VAT_ID: z.string().max(40).optional(),
  /**
   * The landing page's method videos (decision 047): a JSON array of `{ "title", "url" }` in the
   * order of the method's steps, at most six, https addresses. Unset: the steps show in words.
   */
  METHOD_VIDEOS: z
    .string()
    .transform((text, ctx) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: 'must be a JSON array of { "title", "url" }' });
        return z.NEVER;
      }
    })
    .pipe(MethodVideosSchema)
    .default([]),
  /** The address the legal pages, the receipts and the imprint give for questions. */
  BUSINESS_EMAIL: z.email().max(254).optional(),
  SEED_DEMO: flag.optional(),
  /** Behind a load balancer: the number of proxy hops to trust for the client address. */
  TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
  /** On SIGTERM: how long in-flight requests and work in hand may take before the process exits. */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
  /** Connections each process keeps to PostgreSQL. */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  /** Prometheus metrics at http://METRICS_HOST:METRICS_PORT/metrics; unset: none served. */
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  METRICS_HOST: z.string().default('127.0.0.1'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Test servers only: a cheap password hash cost (lib/passwords.ts); refused in production. */
  TEST_PASSWORD_HASH_COST: z.string().optional(),
  /** Browser-test servers only: the local-admin channel may move the clock; refused in production. */
  TEST_CLOCK: flag.optional(),
});

/** Signs links outside production when LINK_SECRET is unset: published here, so no secret. */
const DEVELOPMENT_LINK_SECRET = 'development only: links signed with this are not secret';

export interface Config {
  production: boolean;
  port: number;
  host: string;
  /** PostgreSQL connection string; undefined means the embedded PGlite database in dataDir. */
  databaseUrl: string | undefined;
  dataDir: string;
  publicUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  /**
   * The key of the signed links (LINK_SECRET); outside production a fixed one when unset. In
   * production without it: undefined, and mails carry no one-click unsubscribe.
   */
  linkSecret: string | undefined;
  /** The text-message provider; undefined means the development transport (none in production). */
  sms: SmsConfig | undefined;
  /** The payment provider; undefined means sessions book without a payment step. */
  payments: PaymentsConfig | undefined;
  seedDemo: boolean;
  logLevel: string;
  /** Proxy hops whose X-Forwarded-For entries are trusted; 0 means none. */
  trustProxyHops: number;
  /** Browser tests move the server's clock through the local-admin channel (never in production). */
  testClock: boolean;
  shutdownTimeoutMs: number;
  databasePoolSize: number;
  /** Where Prometheus metrics are served; undefined: nowhere. */
  metrics: { port: number; host: string } | undefined;
  /** The landing page's method videos, in the order of the steps; none: words only. */
  methodVideos: MethodVideo[];
  /** The business as the legal pages name it (decision 048): null where it is not configured. */
  business: LegalDetails['business'];
}

export interface SmsConfig {
  provider: 'twilio';
  accountSid: string;
  authToken: string;
  from: string;
  /** Where the Twilio client sends its requests instead of https://api.twilio.com. */
  apiUrl: string | undefined;
}

export type PaymentsConfig = { business: BusinessDetails } & (
  | { provider: 'test' }
  | {
      provider: 'stripe';
      secretKey: string;
      webhookSecret: string;
      connectWebhookSecret: string | undefined;
      /** Where the Stripe client sends its requests instead of https://api.stripe.com. */
      apiUrl: string | undefined;
    }
);

/**
 * The payment provider (decision 038): Stripe needs its keys; the test provider is refused in
 * production; unset, production takes Stripe (so its keys) and everywhere else the test provider.
 */
function paymentsConfig(
  e: z.infer<typeof EnvSchema>,
  production: boolean,
): PaymentsConfig | undefined {
  const mode = e.PAYMENTS ?? (production ? 'stripe' : 'test');
  if (mode === 'off') return undefined;
  const business: BusinessDetails = {
    name: e.BUSINESS_NAME ?? 'Buddies',
    address: e.BUSINESS_ADDRESS ?? 'Amsterdam, the Netherlands',
    kvk: e.BUSINESS_KVK ?? null,
    vatId: e.BUSINESS_VAT_ID ?? null,
    email: e.BUSINESS_EMAIL ?? CONTACT_EMAIL,
  };
  if (mode === 'test') {
    if (production) {
      throw new Error(
        'Invalid configuration:\n  PAYMENTS: the test provider takes no money and is refused in production (use stripe or off)',
      );
    }
    return { provider: 'test', business };
  }
  const required = [
    'STRIPE_SECRET_KEY',
    'STRIPE_WEBHOOK_SECRET',
    // A receipt names the business that was paid (decision 038).
    ...(production ? (['BUSINESS_ADDRESS', 'BUSINESS_KVK'] as const) : []),
  ] as const;
  const missing = required.filter((name) => !e[name]);
  if (missing.length > 0) {
    throw new Error(
      `Invalid configuration:\n  ${missing.map((name) => `${name}: required with PAYMENTS=stripe (or set PAYMENTS=off)`).join('\n  ')}`,
    );
  }
  return {
    provider: 'stripe',
    business,
    secretKey: e.STRIPE_SECRET_KEY!,
    webhookSecret: e.STRIPE_WEBHOOK_SECRET!,
    connectWebhookSecret: e.STRIPE_CONNECT_WEBHOOK_SECRET,
    apiUrl: e.STRIPE_API_URL?.replace(/\/$/, ''),
  };
}

/** The SMS provider's settings: all or nothing once SMS_PROVIDER names one. */
function smsConfig(e: z.infer<typeof EnvSchema>): SmsConfig | undefined {
  if (!e.SMS_PROVIDER) return undefined;
  const missing = (['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'SMS_FROM'] as const).filter(
    (name) => !e[name],
  );
  if (missing.length > 0) {
    throw new Error(
      `Invalid configuration:\n  ${missing.map((name) => `${name}: required with SMS_PROVIDER=twilio`).join('\n  ')}`,
    );
  }
  return {
    provider: e.SMS_PROVIDER,
    accountSid: e.TWILIO_ACCOUNT_SID!,
    authToken: e.TWILIO_AUTH_TOKEN!,
    from: e.SMS_FROM!,
    apiUrl: e.TWILIO_API_URL?.replace(/\/$/, ''),
  };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable counts as unset.
  const set = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== ''));
  const parsed = EnvSchema.safeParse(set);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  if (production && e.SEED_DEMO) {
    throw new Error(
      'Invalid configuration:\n  SEED_DEMO: demo accounts share a published password and are refused in production',
    );
  }
  if (production && e.TEST_PASSWORD_HASH_COST) {
    throw new Error(
      'Invalid configuration:\n  TEST_PASSWORD_HASH_COST: password hashes keep their full cost in production',
    );
  }
  if (production && e.TEST_CLOCK) {
    throw new Error('Invalid configuration:\n  TEST_CLOCK: the clock is not moved in production');
  }
  return {
    production,
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir: resolve(e.DATA_DIR),
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    smtpUrl: e.SMTP_URL || undefined,
    mailFrom: e.MAIL_FROM,
    linkSecret: e.LINK_SECRET ?? (production ? undefined : DEVELOPMENT_LINK_SECRET),
    sms: smsConfig(e),
    payments: paymentsConfig(e, production),
    // Demo data is on by default only for the embedded database, and never in production.
    seedDemo: e.SEED_DEMO ?? (!e.DATABASE_URL && !production),
    logLevel: e.LOG_LEVEL,
    trustProxyHops: e.TRUST_PROXY,
    testClock: e.TEST_CLOCK ?? false,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    metrics:
      e.METRICS_PORT === undefined ? undefined : { port: e.METRICS_PORT, host: e.METRICS_HOST },
    methodVideos: e.METHOD_VIDEOS,
    business: {
      name: e.BUSINESS_NAME ?? null,
      address: e.BUSINESS_ADDRESS ?? null,
      kvk: e.BUSINESS_KVK ?? null,
      email: e.BUSINESS_EMAIL ?? null,
    },
  };
}
