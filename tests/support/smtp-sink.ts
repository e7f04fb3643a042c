import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface Received {
  to: string[];
  /** Its Subject header, decoded. */
  subject: string;
  raw: string;
}

const ENCODED_WORD = /=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g;

/**
 * A header's RFC 2047 encoded words (`=?UTF-8?Q?Pay_=E2=82=AC25?=`) as text. Adjacent words join
 * without the space between them, and their bytes are decoded together: a character may be
 * split over two words.
 */
export function decodeWords(value: string): string {
  return value
    .replace(/(\?=)[ \t]+(?==\?)/g, '$1')
    .replace(/(?:=\?[^?]+\?[QqBb]\?[^?]*\?=)+/g, (run) => {
      const bytes = [...run.matchAll(ENCODED_WORD)].map(([, , encoding, text]) =>
        encoding!.toUpperCase() === 'B'
          ? Buffer.from(text!, 'base64')
          : Buffer.from(
              text!
                .replace(/_/g, ' ')
                .replace(/=([0-9A-F]{2})/gi, (_, hex: string) =>
                  String.fromCharCode(parseInt(hex, 16)),
                ),
              'latin1',
            ),
      );
      return Buffer.concat(bytes).toString('utf8');
    });
}

/** The Subject of a raw message, its folded lines joined and its encoded words decoded. */
function subjectOf(raw: string) {
  const head = raw.slice(0, raw.indexOf('\r\n\r\n')).replace(/\r\n(?=[ \t])/g, '');
  const line = head.split('\r\n').find((l) => /^subject:/i.test(l));
  return decodeWords(line?.slice('subject:'.length).trim() ?? '');
}

/**
 * A mail server on loopback that keeps what it receives: stopped and started again on the same
 * port it is an SMTP outage; `hanging`, it takes every message and never answers (a mail server
 * that stalls the sender until its time-out).
 */
export class SmtpSink {
  readonly received: Received[] = [];
  private server: SMTPServer | undefined;
  port = 0;

  constructor(private readonly options: { hanging?: boolean } = {}) {}

  get url() {
    return `smtp://127.0.0.1:${this.port}`;
  }

  /** Listens on a free port, or again on the one it had. */
  async start(): Promise<void> {
    const received = this.received;
    const hanging = this.options.hanging ?? false;
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, done) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          if (hanging) return;
          const raw = Buffer.concat(chunks).toString('utf8');
          received.push({
            to: session.envelope.rcptTo.map((r) => r.address),
            subject: subjectOf(raw),
            raw,
          });
          done();
        });
      },
    });
    // A sender that goes away mid-message (a process killed) is no fault of the sink's.
    server.on('error', () => {});
    this.port = await new Promise<number>((resolve) =>
      server.listen(this.port, '127.0.0.1', () =>
        resolve((server.server.address() as AddressInfo).port),
      ),
    );
    this.server = server;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** How many messages each recipient received. */
  countsByRecipient(): Map<string, number> {
    const counts = new Map<string, number>();
    for (const mail of this.received) {
      for (const to of mail.to) counts.set(to, (counts.get(to) ?? 0) + 1);
    }
    return counts;
  }
}
