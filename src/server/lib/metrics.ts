import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { describeError } from './describe-error';

/** What became of one piece of the outbox's work. */
export type Outcome = 'done' | 'failed' | 'given-up';

/** Latency buckets in seconds: a screen's read is well under 0.1 s, a sign-in's hash near it. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * This process's Prometheus metrics (decision 041), through prom-client: request rate and
 * latency per route pattern and status class, work done by the outbox, refused webhooks, and
 * gauges read when scraped (the outbox's backlog, open streams, the pool). Counted always, served
 * only on METRICS_PORT, never on the public port.
 */
export class Metrics {
  readonly registry = new Registry();
  private readonly requests = new Histogram({
    name: 'buddies_http_request_duration_seconds',
    help: 'Requests answered, by method, route pattern and status class, and how long they took',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [this.registry],
  });
  private readonly jobs = new Counter({
    name: 'buddies_jobs_total',
    help: 'Outbox work attempted, by topic and outcome (done, failed and tried again, given up)',
    labelNames: ['topic', 'outcome'] as const,
    registers: [this.registry],
  });
  private readonly scheduled = new Counter({
    name: 'buddies_scheduled_jobs_total',
    help: 'Periodic jobs (housekeeping, reconciliation) run, by name and outcome',
    labelNames: ['job', 'outcome'] as const,
    registers: [this.registry],
  });
  private readonly webhooks = new Counter({
    name: 'buddies_webhooks_refused_total',
    help: 'Payment provider webhooks refused (a signature that does not match: forged, or the secret is wrong)',
    registers: [this.registry],
  });

  /** One answered request; `route` is the pattern (`/api/sessions/:id`), never the address. */
  answered(method: string, route: string | undefined, status: number, seconds: number) {
    const labels = { method, route: route ?? 'unmatched', status: `${Math.floor(status / 100)}xx` };
    this.requests.observe(labels, seconds);
  }

  job(topic: string, outcome: Outcome) {
    this.jobs.inc({ topic, outcome });
  }

  scheduledJob(job: string, outcome: 'done' | 'failed') {
    this.scheduled.inc({ job, outcome });
  }

  webhookRefused() {
    this.webhooks.inc();
  }

  /** A gauge read when scraped; a read that fails leaves the gauge out of that scrape. */
  gauge(name: string, help: string, read: () => number | Promise<number>) {
    new Gauge({
      name,
      help,
      registers: [this.registry],
      async collect() {
        // The database away: the last value stands rather than failing the whole scrape.
        const value = await Promise.resolve()
          .then(read)
          .catch(() => undefined);
        if (value !== undefined) this.set(value);
      },
    });
  }

  /** Several values under one name, by one label (the pool: total, idle, waiting). */
  gauges(name: string, help: string, label: string, read: () => Record<string, number>) {
    new Gauge({
      name,
      help,
      labelNames: [label],
      registers: [this.registry],
      collect() {
        for (const [value, amount] of Object.entries(read())) this.set({ [label]: value }, amount);
      },
    });
  }
}

/** Counts every answered request of the app in `metrics`. */
export function countRequests(app: FastifyInstance, metrics: Metrics) {
  app.addHook('onResponse', async (request, reply) => {
    metrics.answered(
      request.method,
      request.routeOptions.url,
      reply.statusCode,
      reply.elapsedTime / 1000,
    );
  });
}

/**
 * Serves `GET /metrics` on its own port (METRICS_PORT, bound to METRICS_HOST: loopback unless
 * set), apart from the app's: a scraper reaches it, the public behind the proxy never does.
 */
export async function serveMetrics(
  metrics: Metrics,
  options: { port: number; host: string },
  log: FastifyInstance['log'],
): Promise<{ port: number; close(): Promise<void> }> {
  collectDefaultMetrics({ register: metrics.registry, prefix: 'buddies_' });
  const server: Server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url !== '/metrics') {
      response.writeHead(404).end();
      return;
    }
    metrics.registry.metrics().then(
      (text) => {
        response.writeHead(200, { 'content-type': metrics.registry.contentType }).end(text);
      },
      (err: unknown) => {
        log.error({ error: describeError(err) }, 'metrics not collected');
        response.writeHead(500).end();
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, resolve);
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
