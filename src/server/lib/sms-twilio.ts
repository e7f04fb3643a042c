import twilio from 'twilio';
import type BaseRequestClient from 'twilio/lib/base/RequestClient';
import type { SmsConfig } from '../config';

/** Where the official client sends its Messages API requests. */
const TWILIO_API = 'https://api.twilio.com';
/** A provider that does not answer fails the attempt; the outbox tries again later. */
const TIMEOUT_MS = 10_000;

/**
 * The client's own request client (axios, its timeouts, auth and answers), sending to another
 * address: the "custom HTTP client" the twilio package documents for proxies and mock servers.
 * Only the origin changes; the path (/2010-04-01/Accounts/{sid}/Messages.json) is Twilio's.
 */
class RedirectedRequestClient extends twilio.RequestClient {
  constructor(private readonly apiUrl: string) {
    super({ timeout: TIMEOUT_MS });
  }

  override request<TData>(opts: BaseRequestClient.RequestOptions<TData>) {
    const uri = opts.uri.startsWith(TWILIO_API)
      ? `${this.apiUrl}${opts.uri.slice(TWILIO_API.length)}`
      : opts.uri;
    return super.request({ ...opts, uri });
  }
}

/**
 * Texts sent through Twilio's Messages API with the official `twilio` client (decision 035).
 * Its own retries stay off: the outbox retries with its back-off, and a failure is described by
 * Twilio's status and error code (the message's numbers are scrubbed by describeError).
 */
export function twilioTransport(config: SmsConfig) {
  const client = twilio(config.accountSid, config.authToken, {
    timeout: TIMEOUT_MS,
    autoRetry: false,
    ...(config.apiUrl ? { httpClient: new RedirectedRequestClient(config.apiUrl) } : {}),
  });
  return {
    keepsText: false,
    async send(sms: { to: string; text: string }) {
      try {
        await client.messages.create({ to: sms.to, from: config.from, body: sms.text });
      } catch (err) {
        if (err instanceof twilio.RestException) {
          throw Object.assign(new Error(`Twilio answered ${err.status}: ${err.message}`), {
            name: 'TwilioError',
            code: `twilio-${err.code ?? err.status}`,
          });
        }
        throw err;
      }
    },
  };
}
