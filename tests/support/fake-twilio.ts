import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A text message as the fake Messages API received it. */
export interface ReceivedText {
  accountSid: string;
  to: string;
  from: string;
  body: string;
  userAgent: string;
}

export interface FakeTwilio {
  /** The base URL to hand the client (TWILIO_API_URL). */
  url: string;
  received: ReceivedText[];
  /** The next `times` requests fail with `status` and Twilio's error body. */
  failNext(failure: { status: number; code: number; message: string }, times?: number): void;
  close(): Promise<void>;
}

const MESSAGES_PATH = /^\/2010-04-01\/Accounts\/(AC\w+)\/Messages\.json$/;

/** Twilio's error body (https://www.twilio.com/docs/usage/twilios-response#response-formats-exceptions). */
function sendError(res: ServerResponse, status: number, code: number, message: string) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(
    JSON.stringify({
      code,
      message,
      more_info: `https://www.twilio.com/docs/errors/${code}`,
      status,
    }),
  );
}

async function formOf(req: IncomingMessage) {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

/**
 * A local stand-in for Twilio's Messages API, on 127.0.0.1: it checks the account's basic auth
 * as Twilio does, answers a create with 201 and the message resource, and fails on request.
 */
export async function startFakeTwilio(account: {
  accountSid: string;
  authToken: string;
}): Promise<FakeTwilio> {
  const received: ReceivedText[] = [];
  const failures: { status: number; code: number; message: string }[] = [];
  const expectedAuth = `Basic ${Buffer.from(`${account.accountSid}:${account.authToken}`).toString('base64')}`;

  const server = createServer((req, res) => {
    void (async () => {
      const form = await formOf(req);
      const match = MESSAGES_PATH.exec(req.url ?? '');
      if (req.method !== 'POST' || !match) {
        return sendError(res, 404, 20404, `The requested resource ${req.url} was not found`);
      }
      if (req.headers.authorization !== expectedAuth || match[1] !== account.accountSid) {
        return sendError(res, 401, 20003, 'Authenticate');
      }
      const failure = failures.shift();
      if (failure) return sendError(res, failure.status, failure.code, failure.message);
      const to = form.get('To') ?? '';
      const from = form.get('From') ?? '';
      const body = form.get('Body') ?? '';
      if (!to) return sendError(res, 400, 21604, "A 'To' phone number is required.");
      received.push({
        accountSid: match[1],
        to,
        from,
        body,
        userAgent: req.headers['user-agent'] ?? '',
      });
      const sid = `SM${randomBytes(16).toString('hex')}`;
      const date = new Date().toUTCString().replace('GMT', '+0000');
      res.writeHead(201, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          account_sid: account.accountSid,
          api_version: '2010-04-01',
          body,
          date_created: date,
          date_sent: null,
          date_updated: date,
          direction: 'outbound-api',
          error_code: null,
          error_message: null,
          from,
          messaging_service_sid: null,
          num_media: '0',
          num_segments: '1',
          price: null,
          price_unit: 'USD',
          sid,
          status: 'queued',
          subresource_uris: {
            media: `/2010-04-01/Accounts/${account.accountSid}/Messages/${sid}/Media.json`,
          },
          to,
          uri: `/2010-04-01/Accounts/${account.accountSid}/Messages/${sid}.json`,
        }),
      );
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    failNext(failure, times = 1) {
      for (let i = 0; i < times; i++) failures.push(failure);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
