import { randomInt } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/** A form field as Stripe reads its bracket notation: `a[b][0]=x` is `{ a: { b: ['x'] } }`. */
export type FormValue = string | FormValue[] | { [key: string]: FormValue };
export type Form = { [key: string]: FormValue };

/** A request as the fake received it: for assertions on what the client sent. */
export interface StripeRequest {
  method: string;
  path: string;
  idempotencyKey: string | null;
  /** The form body (POST), parsed. */
  body: Form;
  /** The query string (GET), parsed. */
  query: Form;
}

/** A Stripe object as the fake keeps it and answers it: JSON with `id` and `object`. */
type StripeObject = { [key: string]: unknown; id: string; object: string };
interface CheckoutSession extends StripeObject {
  amount_total: number;
  currency: string;
  metadata: Record<string, string>;
  status: 'open' | 'complete' | 'expired';
  payment_intent: string | null;
  url: string | null;
}
interface Charge extends StripeObject {
  amount: number;
  amount_refunded: number;
  currency: string;
}
interface Account extends StripeObject {
  capabilities: Record<string, string>;
}

/** Stripe's error answer (https://docs.stripe.com/api/errors). */
class StripeFailure extends Error {
  constructor(
    readonly status: number,
    readonly type: string,
    message: string,
    readonly code?: string,
    readonly param?: string,
  ) {
    super(message);
  }
}

const invalid = (message: string, param?: string, code?: string) =>
  new StripeFailure(400, 'invalid_request_error', message, code, param);
const missing = (kind: string, id: string, param?: string) =>
  new StripeFailure(
    param ? 400 : 404,
    'invalid_request_error',
    `No such ${kind}: '${id}'`,
    'resource_missing',
    param ?? 'id',
  );

const ALPHANUMERIC = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
const newId = (prefix: string) =>
  `${prefix}_${Array.from({ length: 24 }, () => ALPHANUMERIC[randomInt(ALPHANUMERIC.length)]).join('')}`;
const EXPIRE = /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/;
const PAYMENT_INTENT = /^\/v1\/payment_intents\/([^/]+)$/;
const ACCOUNT = /^\/v1\/accounts\/([^/]+)$/;
const nowSeconds = () => Math.floor(Date.now() / 1000);
const euros = (cents: number) => `€${(cents / 100).toFixed(2)}`;
/** Stripe's card fee in the fake: 1.5% + 25 cents. */
const feeOf = (amount: number) => Math.round(amount * 0.015) + 25;

/** Stripe's form encoding (`line_items[0][price_data][unit_amount]=2500`) as nested values. */
function parseForm(params: URLSearchParams): Form {
  const form: Form = {};
  for (const [key, value] of params) {
    const path = [...key.matchAll(/^([^[\]]+)|\[([^[\]]*)\]/g)].map((m) => m[1] ?? m[2] ?? '');
    if (path.some((part) => part === '__proto__' || part === 'constructor')) continue;
    let node: Record<string, FormValue> | FormValue[] = form;
    path.forEach((part, i) => {
      // `a[]=x` adds to a list, `a[0]=x` sets its first item, `a[b]=x` a field.
      const slot = node as Record<string, FormValue>;
      const key = part === '' && Array.isArray(node) ? String(node.length) : part;
      if (i === path.length - 1) {
        slot[key] = value;
        return;
      }
      slot[key] ??= /^\d*$/.test(path[i + 1]!) ? [] : {};
      node = slot[key] as Record<string, FormValue>;
    });
  }
  return form;
}

const text = (form: Form, key: string): string | undefined => {
  const value = form[key];
  return typeof value === 'string' ? value : undefined;
};
const record = (value: FormValue | undefined): Form =>
  value && typeof value === 'object' && !Array.isArray(value) ? value : {};
const strings = (value: FormValue | undefined) =>
  Object.fromEntries(
    Object.entries(record(value)).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );

function integer(value: FormValue | undefined, param: string): number | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !/^-?\d+$/.test(value)) {
    throw invalid(`Invalid integer: ${String(value)}`, param, 'parameter_invalid_integer');
  }
  return Number(value);
}
function required<T>(value: T | undefined, param: string): T {
  if (value === undefined || value === '') {
    throw invalid(`Missing required param: ${param}.`, param, 'parameter_missing');
  }
  return value;
}
const positive = (value: FormValue | undefined, param: string) => {
  const amount = required(integer(value, param), param);
  if (amount <= 0) throw invalid('This value must be greater than or equal to 1.', param);
  return amount;
};

async function readBody(req: IncomingMessage) {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * A local stand-in for the parts of Stripe's API that Buddies calls (stripe-provider.ts), on
 * 127.0.0.1: Stripe's paths, form bodies, bearer key, idempotency keys, objects, lists and
 * errors, kept in memory. Tests play the learner and Stripe with `pay`, `expire`, `setAccount`
 * and `event` (a webhook payload signed as Stripe signs it).
 */
export class FakeStripe {
  readonly requests: StripeRequest[] = [];
  private readonly objects = new Map<string, StripeObject>();
  /** What each checkout's payment is made with (payment_intent_data), by checkout id. */
  private readonly intentData = new Map<string, Form>();
  /** What each charge has already sent on to connected accounts, by charge id. */
  private readonly transferred = new Map<string, number>();
  /** Oldest first, as they were made. */
  private readonly balanceEntries: StripeObject[] = [];
  private readonly answered = new Map<string, { request: string; status: number; body: unknown }>();
  private server: Server | null = null;
  private port = 0;

  constructor(private readonly config: { secretKey: string; webhookSecret: string }) {}

  /** The base URL to hand the client (STRIPE_API_URL), once started. */
  get url(): string {
    if (!this.port) throw new Error('The fake Stripe is not started');
    return `http://127.0.0.1:${this.port}`;
  }

  /** Listens on a free port, or again on `port` after a close (Stripe back after an outage). */
  async start(port = 0): Promise<void> {
    const server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    this.server = server;
    this.port = (server.address() as AddressInfo).port;
  }

  close(): Promise<void> {
    const server = this.server;
    if (!server) return Promise.resolve();
    return new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  }

  /** The learner pays: the checkout completes with its payment intent, charge and balance entry. */
  pay(checkoutId: string): CheckoutSession {
    const checkout = this.openCheckout(checkoutId);
    const intentData = this.intentData.get(checkoutId) ?? {};
    const created = nowSeconds();
    const amount = checkout.amount_total;
    const chargeId = newId('ch');
    const intentId = newId('pi');
    const transferGroup = text(intentData, 'transfer_group') ?? null;
    const balance = this.balanceEntry('charge', amount, feeOf(amount), chargeId);
    this.keep({
      id: chargeId,
      object: 'charge',
      amount,
      amount_captured: amount,
      amount_refunded: 0,
      balance_transaction: balance.id,
      captured: true,
      created,
      currency: checkout.currency,
      livemode: false,
      metadata: strings(intentData.metadata),
      paid: true,
      payment_intent: intentId,
      refunded: false,
      status: 'succeeded',
      transfer_group: transferGroup,
    });
    this.keep({
      id: intentId,
      object: 'payment_intent',
      amount,
      amount_received: amount,
      created,
      currency: checkout.currency,
      latest_charge: chargeId,
      livemode: false,
      metadata: strings(intentData.metadata),
      status: 'succeeded',
      transfer_group: transferGroup,
    });
    Object.assign(checkout, {
      status: 'complete',
      payment_status: 'paid',
      payment_intent: intentId,
      url: null,
    });
    return structuredClone(checkout);
  }

  /** The checkout reaches its end unpaid, as Stripe ends it at `expires_at`. */
  expire(checkoutId: string): CheckoutSession {
    const checkout = this.openCheckout(checkoutId);
    Object.assign(checkout, { status: 'expired', url: null });
    return structuredClone(checkout);
  }

  /** The buddy's onboarding moves on: fields of the account replaced (objects merged). */
  setAccount(accountId: string, fields: Record<string, unknown>): StripeObject {
    const account = this.objects.get(accountId);
    if (account?.object !== 'account')
      throw new Error(`No account ${accountId} at the fake Stripe`);
    for (const [key, value] of Object.entries(fields)) {
      const before = account[key];
      account[key] =
        value &&
        before &&
        typeof value === 'object' &&
        typeof before === 'object' &&
        !Array.isArray(value)
          ? { ...before, ...value }
          : value;
    }
    return structuredClone(account);
  }

  /**
   * A webhook delivery of `object` as a `type` event: its JSON body and its Stripe-Signature
   * header, signed with the webhook secret (or another, to forge one) at `timestamp` (unix
   * seconds, now unless given).
   */
  event(
    type: string,
    object: object,
    secret: string = this.config.webhookSecret,
    timestamp?: number,
  ): { payload: string; signature: string } {
    const connected = (object as { object?: unknown }).object === 'account';
    const event = {
      id: newId('evt'),
      object: 'event',
      ...(connected ? { account: (object as { id: string }).id } : {}),
      api_version: Stripe.API_VERSION,
      created: timestamp ?? nowSeconds(),
      data: { object },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
    };
    const payload = JSON.stringify(event, null, 2);
    return {
      payload,
      signature: Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp }),
    };
  }

  private async handle(req: IncomingMessage, res: ServerResponse) {
    const raw = await readBody(req);
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const method = req.method ?? 'GET';
    const header = req.headers['idempotency-key'];
    const idempotencyKey = typeof header === 'string' ? header : null;
    const body = parseForm(new URLSearchParams(raw));
    const query = parseForm(url.searchParams);
    const send = (status: number, answer: unknown, replayed = false) => {
      res.writeHead(status, {
        'content-type': 'application/json',
        'request-id': newId('req'),
        ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
        ...(replayed ? { 'idempotent-replayed': 'true' } : {}),
      });
      res.end(JSON.stringify(answer));
    };
    const fail = (failure: StripeFailure) =>
      send(failure.status, {
        error: {
          type: failure.type,
          message: failure.message,
          ...(failure.code ? { code: failure.code } : {}),
          ...(failure.param ? { param: failure.param } : {}),
        },
      });

    const key = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    if (key !== this.config.secretKey) {
      // Stripe names the key it was given, all but its kind and last four characters hidden.
      const shown = key
        ? `${key.slice(0, 8)}${'*'.repeat(Math.max(key.length - 12, 0))}${key.slice(-4)}`
        : '';
      return fail(
        new StripeFailure(
          401,
          'invalid_request_error',
          key
            ? `Invalid API Key provided: ${shown}`
            : "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY').",
        ),
      );
    }
    this.requests.push({ method, path: url.pathname, idempotencyKey, body, query });

    // Stripe answers a repeated key with the first answer, and refuses it for another request.
    const request = `${method} ${url.pathname} ${raw}`;
    const earlier = idempotencyKey && method === 'POST' ? this.answered.get(idempotencyKey) : null;
    if (earlier) {
      if (earlier.request !== request) {
        return fail(
          new StripeFailure(
            400,
            'idempotency_error',
            `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`,
          ),
        );
      }
      return send(earlier.status, earlier.body, true);
    }
    try {
      const answer = this.route(method, url.pathname, body, query);
      // Only a request that went through is kept for its key, as Stripe keeps no failed check.
      if (idempotencyKey && method === 'POST') {
        this.answered.set(idempotencyKey, { request, status: 200, body: answer });
      }
      send(200, answer);
    } catch (err) {
      if (err instanceof StripeFailure) return fail(err);
      send(500, { error: { type: 'api_error', message: String(err) } });
    }
  }

  private route(method: string, path: string, body: Form, query: Form): unknown {
    const post = method === 'POST';
    const get = method === 'GET';
    let id: string | undefined;
    if (post && path === '/v1/checkout/sessions') return this.createCheckout(body);
    if (post && (id = EXPIRE.exec(path)?.[1])) return this.expireCheckout(id);
    if (get && (id = PAYMENT_INTENT.exec(path)?.[1])) return this.show(id, 'payment_intent', query);
    if (post && path === '/v1/refunds') return this.createRefund(body);
    if (post && path === '/v1/transfers') return this.createTransfer(body);
    if (post && path === '/v1/accounts') return this.createAccount(body);
    if (get && (id = ACCOUNT.exec(path)?.[1])) return this.show(id, 'account', query);
    if (post && path === '/v1/account_links') return this.createAccountLink(body);
    if (get && path === '/v1/balance_transactions') return this.listBalance(query);
    throw new StripeFailure(
      404,
      'invalid_request_error',
      `Unrecognized request URL (${method}: ${path}). Please see https://stripe.com/docs or we can help at https://support.stripe.com/.`,
    );
  }

  private keep<T extends StripeObject>(object: T): T {
    this.objects.set(object.id, object);
    return object;
  }

  private find<T extends StripeObject>(id: string, kind: string, param?: string): T {
    const object = this.objects.get(id);
    if (object?.object !== kind) throw missing(kind, id, param);
    return object as T;
  }

  private openCheckout(checkoutId: string): CheckoutSession {
    const checkout = this.objects.get(checkoutId) as CheckoutSession | undefined;
    if (checkout?.object !== 'checkout.session') {
      throw new Error(`No checkout ${checkoutId} at the fake Stripe`);
    }
    if (checkout.status !== 'open') throw new Error(`Checkout ${checkoutId} is ${checkout.status}`);
    return checkout;
  }

  private balanceEntry(type: string, amount: number, fee: number, source: string) {
    const created = nowSeconds();
    const entry = this.keep({
      id: newId('txn'),
      object: 'balance_transaction',
      amount,
      available_on: created + 7 * 24 * 60 * 60,
      created,
      currency: 'eur',
      description: null,
      exchange_rate: null,
      fee,
      fee_details: fee
        ? [
            {
              amount: fee,
              application: null,
              currency: 'eur',
              description: 'Stripe processing fees',
              type: 'stripe_fee',
            },
          ]
        : [],
      net: amount - fee,
      reporting_category: type,
      source,
      status: 'pending',
      type,
    });
    this.balanceEntries.push(entry);
    return entry;
  }

  /** An object as GET answers it, with the `expand[]` paths given in place of their ids. */
  private show(id: string, kind: string, query: Form): StripeObject {
    const object = structuredClone(this.find(id, kind));
    const expand = query.expand;
    const paths = Array.isArray(expand) ? expand : Object.values(record(expand));
    for (const path of paths) {
      if (typeof path !== 'string') continue;
      let node: Record<string, unknown> = object;
      for (const field of path.split('.')) {
        const value = node[field];
        const expanded = typeof value === 'string' ? this.objects.get(value) : value;
        if (!expanded || typeof expanded !== 'object') {
          throw invalid(`This property cannot be expanded (${field}).`, 'expand');
        }
        node[field] = typeof value === 'string' ? structuredClone(expanded) : expanded;
        node = node[field] as Record<string, unknown>;
      }
    }
    return object;
  }

  private createCheckout(body: Form): CheckoutSession {
    if (required(text(body, 'mode'), 'mode') !== 'payment') {
      throw invalid('The fake Stripe makes only payment checkouts.', 'mode');
    }
    const items = body.line_items;
    if (!Array.isArray(items) || items.length === 0) {
      throw invalid('Missing required param: line_items.', 'line_items', 'parameter_missing');
    }
    let amount = 0;
    let currency = '';
    items.forEach((item, i) => {
      const line = record(item);
      const price = record(line.price_data);
      const param = `line_items[${i}][price_data]`;
      currency = required(text(price, 'currency'), `${param}[currency]`);
      required(text(record(price.product_data), 'name'), `${param}[product_data][name]`);
      const quantity = positive(line.quantity, `line_items[${i}][quantity]`);
      amount += quantity * positive(price.unit_amount, `${param}[unit_amount]`);
    });
    const created = nowSeconds();
    const expiresAt = integer(body.expires_at, 'expires_at') ?? created + 24 * 60 * 60;
    if (expiresAt < created + 30 * 60) {
      throw invalid(
        'The `expires_at` timestamp must be at least 30 minutes from Checkout Session creation.',
        'expires_at',
      );
    }
    if (expiresAt > created + 24 * 60 * 60) {
      throw invalid(
        'The `expires_at` timestamp must be less than 24 hours from Checkout Session creation.',
        'expires_at',
      );
    }
    // Shown beside the pay button; Stripe takes at most 1,200 characters.
    const message = text(record(record(body.custom_text).submit), 'message');
    if (message !== undefined && message.length > 1200) {
      throw invalid(
        'Invalid string: must be at most 1200 characters',
        'custom_text[submit][message]',
      );
    }
    const id = newId('cs_test');
    this.intentData.set(id, record(body.payment_intent_data));
    return this.keep<CheckoutSession>({
      id,
      object: 'checkout.session',
      amount_subtotal: amount,
      amount_total: amount,
      cancel_url: text(body, 'cancel_url') ?? null,
      created,
      currency,
      customer_email: text(body, 'customer_email') ?? null,
      expires_at: expiresAt,
      livemode: false,
      metadata: strings(body.metadata),
      mode: 'payment',
      payment_intent: null,
      payment_status: 'unpaid',
      status: 'open',
      success_url: required(text(body, 'success_url'), 'success_url'),
      url: `https://checkout.stripe.com/c/pay/${id}`,
    });
  }

  private expireCheckout(id: string): CheckoutSession {
    const checkout = this.find<CheckoutSession>(id, 'checkout.session');
    if (checkout.status !== 'open') {
      throw invalid(
        `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of \`${checkout.status}\`.`,
      );
    }
    Object.assign(checkout, { status: 'expired', url: null });
    return checkout;
  }

  private createRefund(body: Form): StripeObject {
    const intentId = required(text(body, 'payment_intent'), 'payment_intent');
    const intent = this.find(intentId, 'payment_intent', 'payment_intent');
    const charge = this.find<Charge>(String(intent.latest_charge), 'charge');
    const left = charge.amount - charge.amount_refunded;
    if (left === 0) {
      throw invalid(
        `Charge ${charge.id} has already been refunded.`,
        undefined,
        'charge_already_refunded',
      );
    }
    const amount = body.amount === undefined ? left : positive(body.amount, 'amount');
    if (amount > left) {
      throw invalid(
        `Refund amount (${euros(amount)}) is greater than unrefunded amount on charge (${euros(left)})`,
        'amount',
        'amount_too_large',
      );
    }
    const id = newId('re');
    const balance = this.balanceEntry('refund', -amount, 0, id);
    charge.amount_refunded += amount;
    charge.refunded = charge.amount_refunded === charge.amount;
    return this.keep({
      id,
      object: 'refund',
      amount,
      balance_transaction: balance.id,
      charge: charge.id,
      created: nowSeconds(),
      currency: charge.currency,
      metadata: strings(body.metadata),
      payment_intent: intentId,
      reason: null,
      status: 'succeeded',
    });
  }

  private createTransfer(body: Form): StripeObject {
    const amount = positive(body.amount, 'amount');
    const currency = required(text(body, 'currency'), 'currency');
    const destination = required(text(body, 'destination'), 'destination');
    const account = this.find<Account>(destination, 'account', 'destination');
    if (account.capabilities.transfers !== 'active') {
      throw invalid(
        'Your destination account needs to have at least one of the following capabilities enabled: transfers, crypto_transfers, legacy_payments',
        'destination',
        'insufficient_capabilities_for_transfer',
      );
    }
    const sourceId = text(body, 'source_transaction');
    if (sourceId) {
      const charge = this.find<Charge>(sourceId, 'charge', 'source_transaction');
      if (charge.currency !== currency) {
        throw invalid(
          `The currency of source_transaction's balance transaction (${charge.currency}) must be the same as the transfer currency (${currency})`,
          'currency',
        );
      }
      const left = charge.amount - charge.amount_refunded - (this.transferred.get(sourceId) ?? 0);
      if (amount > left) {
        throw invalid(
          `Transfer amount (${euros(amount)}) is greater than what is left of the source transaction (${euros(left)})`,
          'amount',
          'amount_too_large',
        );
      }
      this.transferred.set(sourceId, (this.transferred.get(sourceId) ?? 0) + amount);
    }
    const id = newId('tr');
    const balance = this.balanceEntry('transfer', -amount, 0, id);
    return this.keep({
      id,
      object: 'transfer',
      amount,
      amount_reversed: 0,
      balance_transaction: balance.id,
      created: nowSeconds(),
      currency,
      description: null,
      destination,
      destination_payment: newId('py'),
      livemode: false,
      metadata: strings(body.metadata),
      reversed: false,
      source_transaction: sourceId ?? null,
      transfer_group: text(body, 'transfer_group') ?? null,
    });
  }

  private createAccount(body: Form): Account {
    const requested = Object.keys(record(body.capabilities));
    return this.keep<Account>({
      id: newId('acct'),
      object: 'account',
      business_type: text(body, 'business_type') ?? null,
      capabilities: Object.fromEntries(requested.map((name) => [name, 'inactive'])),
      charges_enabled: false,
      country: text(body, 'country') ?? 'US',
      created: nowSeconds(),
      default_currency: 'eur',
      details_submitted: false,
      email: text(body, 'email') ?? null,
      metadata: strings(body.metadata),
      payouts_enabled: false,
      requirements: {
        current_deadline: null,
        currently_due: ['external_account', 'individual.first_name', 'tos_acceptance.date'],
        disabled_reason: 'requirements.past_due',
        errors: [],
        eventually_due: ['external_account', 'individual.first_name', 'tos_acceptance.date'],
        past_due: ['external_account', 'individual.first_name', 'tos_acceptance.date'],
        pending_verification: [],
      },
      type: text(body, 'type') ?? 'custom',
    });
  }

  private createAccountLink(body: Form) {
    const accountId = required(text(body, 'account'), 'account');
    this.find(accountId, 'account', 'account');
    const type = required(text(body, 'type'), 'type');
    if (type !== 'account_onboarding' && type !== 'account_update') {
      throw invalid(`Invalid type: must be one of account_onboarding or account_update`, 'type');
    }
    required(text(body, 'refresh_url'), 'refresh_url');
    required(text(body, 'return_url'), 'return_url');
    const created = nowSeconds();
    return {
      object: 'account_link',
      created,
      expires_at: created + 300,
      url: `https://connect.stripe.com/setup/e/${accountId}/${newId('link').slice(5)}`,
    };
  }

  /** Newest first, `limit` a page, the next page after `starting_after`. */
  private listBalance(query: Form) {
    const limit = integer(query.limit, 'limit') ?? 10;
    if (limit < 1 || limit > 100)
      throw invalid('Invalid limit: must be between 1 and 100', 'limit');
    const created = query.created;
    const range = record(created);
    const bound = (name: string) => integer(range[name], `created[${name}]`);
    const exact = typeof created === 'string' ? integer(created, 'created') : undefined;
    const [gte, gt, lte, lt] = [bound('gte'), bound('gt'), bound('lte'), bound('lt')];
    let entries = [...this.balanceEntries].reverse().filter((entry) => {
      const at = entry.created as number;
      return (
        (exact === undefined || at === exact) &&
        (gte === undefined || at >= gte) &&
        (gt === undefined || at > gt) &&
        (lte === undefined || at <= lte) &&
        (lt === undefined || at < lt)
      );
    });
    const after = text(query, 'starting_after');
    if (after) {
      const index = entries.findIndex((entry) => entry.id === after);
      if (index < 0) throw missing('balance_transaction', after, 'starting_after');
      entries = entries.slice(index + 1);
    }
    // `expand[]=data.source`: each entry with its charge, refund or transfer in place of the id.
    const expand = query.expand;
    const paths = Array.isArray(expand) ? expand : Object.values(record(expand));
    const withSource = (entry: StripeObject) =>
      paths.includes('data.source')
        ? { ...entry, source: structuredClone(this.objects.get(String(entry.source))) }
        : entry;
    return {
      object: 'list',
      data: entries.slice(0, limit).map(withSource),
      has_more: entries.length > limit,
      url: '/v1/balance_transactions',
    };
  }
}
