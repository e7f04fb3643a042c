import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface Received {
  rcptTo: string[];
  raw: string;
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
          received.push({
            rcptTo: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          done();
        });
      },
    });
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
      for (const to of mail.rcptTo) counts.set(to, (counts.get(to) ?? 0) + 1);
    }
    return counts;
  }
}
