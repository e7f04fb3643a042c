/**
 * autocannon in a process of its own, so that it does not share the server's event loop. Reads
 * one JSON `Load` on stdin and prints one JSON line: requests per second, latency, errors.
 * Requests are sent in the order given, round and round over every connection: a write gets its
 * own token and body each time (a buddy approving the next pending proposal).
 */
import autocannon from 'autocannon';
import { text } from 'node:stream/consumers';
import { PAGE_SESSION_COOKIE } from '../src/server/modules/auth/page-session';
import type { BenchRequest, Load, LoadResult } from './support';

const headersOf = (request: BenchRequest) => ({
  ...(request.token &&
    (request.page
      ? { cookie: `${PAGE_SESSION_COOKIE}=${request.token}`, 'accept-encoding': 'br' }
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

const load = JSON.parse(await text(process.stdin)) as Load;
const sent = load.requests.map(asSent);
let next = load.from ?? 0;
const result = await autocannon({
  url: load.url,
  connections: load.connections,
  ...(load.amount ? { amount: load.amount } : { duration: load.duration }),
  // One request, the same every time: built once. Several: the next one on each send.
  requests:
    sent.length === 1
      ? sent
      : [{ setupRequest: (request) => ({ ...request, ...sent[next++ % sent.length]! }) }],
});
const answer: LoadResult = {
  'req/s': Math.round(result.requests.average),
  'p50 ms': result.latency.p50,
  'p99 ms': result.latency.p99,
  errors: result.errors + result.non2xx,
  requests: result.requests.total,
  next,
};
console.log(JSON.stringify(answer));
