/**
 * autocannon in a process of its own, so that it does not share the server's event loop. Reads
 * one JSON `Load` on stdin and prints one JSON line: requests per second, latency, errors.
 * Requests are sent in the order given, round and round over every connection: a write gets its
 * own token and body each time (a buddy approving the next pending proposal).
 */
import autocannon, { type Client } from 'autocannon';
import { text } from 'node:stream/consumers';
import { PAGE_SESSION_COOKIE } from '../src/server/plugins/signed-in-pages';
import type { BenchRequest, Load, LoadResult } from './support';

/** What Chromium sends with a page request. */
const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

const headersOf = (request: BenchRequest) => ({
  ...(request.page && { 'accept-encoding': BROWSER_ACCEPT_ENCODING }),
  ...(request.token &&
    (request.page
      ? { cookie: `${PAGE_SESSION_COOKIE}=${request.token}` }
      : { authorization: `Bearer ${request.token}` })),
  ...(request.body !== undefined && { 'content-type': 'application/json' }),
  ...request.headers,
});

const asSent = (request: BenchRequest) => ({
  method: request.method ?? 'GET',
  path: request.path,
  headers: headersOf(request),
  ...(request.body !== undefined && { body: JSON.stringify(request.body) }),
});

/**
 * autocannon appends every answer's body to a string, for checks this harness never asks for
 * (verifyBody, expectBody, onResponse). For the landing page's 17 KB of brotli that decoding
 * took the load generator 115-180 µs of CPU per answer instead of about 40 µs, more than the
 * server spent on the answer, on the same two cores; for a small JSON answer it is a few µs.
 * The bodies are dropped instead.
 */
function dropBodies(client: Client) {
  const queue = (client as unknown as { pipelinedRequests?: { addBody?: unknown } })
    .pipelinedRequests;
  if (typeof queue?.addBody !== 'function') {
    throw new Error('autocannon no longer keeps bodies in pipelinedRequests: see bench/load.ts');
  }
  queue.addBody = () => {};
}

const load = JSON.parse(await text(process.stdin)) as Load;
const sent = load.requests.map(asSent);
let next = load.from ?? 0;
const cpuBefore = process.cpuUsage();
const result = await autocannon({
  url: load.url,
  connections: load.connections,
  setupClient: dropBodies,
  ...(load.amount ? { amount: load.amount } : { duration: load.duration }),
  // One request, the same every time: built once. Several: the next one on each send.
  requests:
    sent.length === 1
      ? sent
      : [{ setupRequest: (request) => ({ ...request, ...sent[next++ % sent.length]! }) }],
});
const cpu = process.cpuUsage(cpuBefore);
const answer: LoadResult = {
  'req/s': Math.round(result.requests.average),
  'p50 ms': result.latency.p50,
  'p99 ms': result.latency.p99,
  errors: result.errors + result.non2xx,
  requests: result.requests.total,
  next,
  'client µs': Math.round((cpu.user + cpu.system) / Math.max(1, result.requests.total)),
};
console.log(JSON.stringify(answer));
