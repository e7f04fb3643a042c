/** A mail server for the topology: accepts every message and keeps who got which subject. */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface SentMail {
  to: string[];
  subject: string;
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

export async function startSmtpSink() {
  const received: SentMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, done) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          subject: subjectOf(Buffer.concat(chunks).toString('utf8')),
        });
        done();
      });
    },
  });
  const port = await new Promise<number>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.server.address() as AddressInfo).port)),
  );
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
