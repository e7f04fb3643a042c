/**
 * The topology's client side: requests on connections of their own to an app process or to
 * nginx (HTTPS with our own certificate), and event streams held as a tab holds them.
 */
import http from 'node:http';
import https from 'node:https';
import { performance } from 'node:perf_hooks';
import { waitUntil } from './harness';

/** Where requests go: an app process directly, or nginx. */
export interface Origin {
  name: string;
  url: string;
  /** The certificate to trust (nginx's, self-signed). */
  ca?: Buffer;
}

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are read loosely here
  json: any;
}

export interface CallOptions {
  token?: string;
  /** JSON, or raw bytes sent as they are (give their content-type in `headers`). */
  body?: unknown;
  headers?: Record<string, string>;
  /** Another loopback address to call from: 127.0.0.2 is someone else to nginx. */
  localAddress?: string;
}

const clientFor = (url: URL) => (url.protocol === 'https:' ? https : http);

/** One request, on a connection of its own (no keep-alive), as a new visitor makes it. */
export function call(origin: Origin, method: string, path: string, options: CallOptions = {}) {
  const url = new URL(path, origin.url);
  const raw = Buffer.isBuffer(options.body);
  const body =
    options.body === undefined
      ? undefined
      : raw
        ? (options.body as Buffer)
        : Buffer.from(JSON.stringify(options.body));
  const headers: Record<string, string> = {
    ...(options.token && { authorization: `Bearer ${options.token}` }),
    ...(body && !raw && { 'content-type': 'application/json' }),
    ...(body && { 'content-length': String(body.length) }),
    ...options.headers,
  };
  return new Promise<Answer>((resolve, reject) => {
    const request = clientFor(url).request(
      url,
      { method, headers, agent: false, ca: origin.ca, localAddress: options.localAddress },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let json: unknown;
          try {
            json = JSON.parse(text);
          } catch {
            json = undefined;
          }
          resolve({ status: response.statusCode ?? 0, headers: response.headers, text, json });
        });
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

export interface Frame {
  event: string;
  data: string;
  /** performance.now() when it arrived. */
  at: number;
}

/** A chat line as a `message` frame carries it (src/shared/messaging.ts MessageSchema). */
export interface StreamMessage {
  senderId: string;
  receiverId: string;
  content: string;
  proposalId: string | null;
  line: { kind: string } | null;
}

export function messageOf(frame: Frame): StreamMessage | undefined {
  if (frame.event !== 'message') return undefined;
  const data = JSON.parse(frame.data) as StreamMessage | { message: StreamMessage };
  return 'message' in data ? data.message : data;
}

/** An open `GET /api/events`, as a tab holds it; its frames kept as they come. */
export class EventStream {
  readonly frames: Frame[] = [];
  /** How often a dropped stream was opened again (with `reconnect`), as a tab does. */
  reconnects = 0;
  private request: http.ClientRequest | undefined;
  private closed = false;
  private waiting = false;

  private constructor(
    readonly origin: Origin,
    private readonly reconnect: boolean,
  ) {}

  /**
   * Resolves once the stream has said `ready`. With `reconnect`, a stream that ends (its process
   * restarted) is opened again a second later, as the client does (src/client/app/event-stream.ts).
   */
  static async open(origin: Origin, token: string, { reconnect = false } = {}) {
    const stream = new EventStream(origin, reconnect);
    await stream.connect(token);
    return stream;
  }

  private again(token: string) {
    if (!this.reconnect || this.closed || this.waiting) return;
    this.waiting = true;
    setTimeout(() => {
      this.waiting = false;
      if (this.closed) return;
      this.reconnects++;
      this.connect(token).catch(() => this.again(token));
    }, 1000);
  }

  private connect(token: string) {
    const url = new URL('/api/events', this.origin.url);
    return new Promise<void>((resolve, reject) => {
      this.request = clientFor(url).get(
        url,
        {
          agent: false,
          ca: this.origin.ca,
          headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
        },
        (response) => {
          if (response.statusCode !== 200) {
            response.resume();
            reject(new Error(`GET /api/events at ${this.origin.name}: ${response.statusCode}`));
            return;
          }
          response.setEncoding('utf8');
          let buffer = '';
          response.on('data', (chunk: string) => {
            buffer += chunk;
            for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
              const lines = buffer.slice(0, end).split('\n');
              buffer = buffer.slice(end + 2);
              const event = lines.find((l) => l.startsWith('event: '))?.slice(7);
              if (!event) continue; // a ping
              const data = lines.filter((l) => l.startsWith('data: ')).map((l) => l.slice(6));
              this.frames.push({ event, data: data.join('\n'), at: performance.now() });
              if (event === 'ready') resolve();
            }
          });
          response.on('error', () => {});
          response.on('close', () => this.again(token));
        },
      );
      this.request.on('error', reject);
    });
  }

  /** The first frame that arrived after `since` (performance.now()) and `matches`, within `ms`. */
  waitFor(what: string, matches: (frame: Frame) => boolean, since: number, ms = 5000) {
    return waitUntil(
      what,
      async () => this.frames.find((frame) => frame.at >= since && matches(frame)),
      ms,
    );
  }

  close() {
    this.closed = true;
    this.request?.destroy();
  }
}
