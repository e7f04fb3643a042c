/**
 * What the backup proof (scripts/backups/proof.ts) puts into an instance through its HTTP API, as
 * people would, and what it reads back: accounts, a buddy with an uploaded photo taken through
 * moderation and an interview, messages, a support message, a paid session and a paid then
 * cancelled (refunded) one, with their ledger entries, receipts and earnings.
 */
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { formatInAmsterdam } from '../../src/shared/format-date';

const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;
/** The seeded staff accounts' password (SEED_DEMO, src/server/seed/demo.ts). */
const DEMO_PASSWORD = 'buddies-demo';
const PASSWORD = 'a-long-password';

interface Party {
  id: string;
  token: string;
}

export interface Populated {
  learner: Party;
  other: Party;
  buddy: Party & { slug: string };
  moderator: Party;
  /** Session ids: one paid and booked, one paid and cancelled by the buddy (refunded). */
  paid: string;
  refunded: string;
  /** Months (yyyy-MM) of the sessions, for the buddy's earnings. */
  months: string[];
  /** The uploaded photos' paths, as the profiles name them (/uploads/photos/….webp). */
  photos: string[];
}

interface Answer {
  status: number;
  body: unknown;
}

type Body = { json: unknown } | { form: FormData };

async function call(
  base: string,
  method: string,
  path: string,
  token?: string,
  send?: Body,
): Promise<Answer> {
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  let body: ArrayBuffer | string | undefined;
  if (send && 'json' in send) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(send.json);
  } else if (send) {
    // Encoded first: the photo routes want a Content-Length.
    const encoded = new Response(send.form);
    headers['content-type'] = encoded.headers.get('content-type')!;
    body = await encoded.arrayBuffer();
  }
  const response = await fetch(`${base}${path}`, { method, headers, body });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // Not JSON: kept as text.
  }
  return { status: response.status, body: parsed };
}

/** The answer's body when its status is the expected one; an error naming the step otherwise. */
async function expect<T = Record<string, unknown>>(
  step: string,
  status: number,
  answer: Promise<Answer>,
): Promise<T> {
  const got = await answer;
  if (got.status !== status) {
    throw new Error(`${step}: expected ${status}, got ${got.status} ${JSON.stringify(got.body)}`);
  }
  return got.body as T;
}

/** A photo as a phone takes one: a noisy PNG, which the app re-encodes as a 512 px WebP. */
async function photo(seed: number) {
  const width = 640;
  const height = 480;
  const raw = Buffer.alloc(width * height * 3);
  for (let i = 0; i < raw.length; i++) raw[i] = (i * seed + ((i / 1920) | 0) * 7) & 0xff;
  const png = await sharp(raw, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('profilePhoto', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'me.png');
  return form;
}

const nextFullHour = () => Math.ceil(Date.now() / HOUR) * HOUR;

/** A weekday two or more days ahead (interview slots are on weekdays), as yyyy-MM-dd. */
function interviewDate() {
  let day = new Date(Date.now() + 2 * DAY);
  while ([0, 6].includes(day.getUTCDay())) day = new Date(day.getTime() + DAY);
  return day.toISOString().slice(0, 10);
}

async function signIn(base: string, email: string, password: string): Promise<Party> {
  const { token, user } = await expect<{ token: string; user: { id: string } }>(
    `sign in ${email}`,
    200,
    call(base, 'POST', '/api/login', undefined, { json: { email, password } }),
  );
  return { id: user.id, token };
}

async function registerLearner(base: string, firstName: string, email: string): Promise<Party> {
  const { token, user } = await expect<{ token: string; user: { id: string } }>(
    `register ${email}`,
    201,
    call(base, 'POST', '/api/register/learner', undefined, {
      json: {
        firstName,
        lastName: 'Learner',
        email,
        password: PASSWORD,
        confirmPassword: PASSWORD,
        acceptTerms: true,
      },
    }),
  );
  return { id: user.id, token };
}

/** A buddy applies with a photo; a moderator passes the profile on; an expert interviews them. */
async function approvedBuddy(base: string, moderator: Party) {
  const form = await photo(31);
  const fields = {
    email: 'bo.bakker@example.com',
    password: PASSWORD,
    fullName: 'Bo Bakker',
    activities: 'Coffee Chats',
    customDescription: 'I grew up in Amsterdam and love showing people the city while we talk.',
    location: 'Amsterdam',
    hourlyRate: '30',
    acceptTerms: 'true',
  };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const { token, user } = await expect<{ token: string; user: { id: string } }>(
    'register the buddy with a photo',
    201,
    call(base, 'POST', '/api/register/buddy', undefined, { form }),
  );
  await expect(
    'moderator passes the profile on',
    200,
    call(base, 'POST', `/api/moderator/review-profile/${user.id}`, moderator.token, {
      json: { approved: true, notes: 'Complete profile, clear photo.' },
    }),
  );
  const expert = await signIn(base, 'expert@buddies.local', DEMO_PASSWORD);
  const slots = await expect<{ startsAt: string; free: boolean }[]>(
    'interview slots',
    200,
    call(base, 'GET', `/api/expert/slots?date=${interviewDate()}`, expert.token),
  );
  const slot = slots.find((s) => s.free);
  if (!slot) throw new Error('no free interview slot');
  await expect(
    'invite to an interview',
    201,
    call(base, 'POST', `/api/expert/send-interview-invitation/${user.id}`, expert.token, {
      json: { timeSlot: slot.startsAt },
    }),
  );
  await expect(
    'approve after the interview',
    200,
    call(base, 'POST', `/api/expert/complete-interview/${user.id}`, expert.token, {
      json: { approved: true, feedback: 'A warm, patient speaker.' },
    }),
  );
  const profile = await expect<{ slug: string }>(
    'the buddy reads their profile',
    200,
    call(base, 'GET', '/api/buddy/profile', token),
  );
  return { id: user.id, token, slug: profile.slug };
}

/** A session proposed, approved by the buddy and paid on the test provider's checkout. */
async function paidSession(
  base: string,
  learner: Party,
  buddy: Party,
  startsAt: number,
  duration: number,
) {
  const { id } = await expect<{ id: string }>(
    'propose a session',
    201,
    call(base, 'POST', '/api/proposals', learner.token, {
      json: {
        buddyId: buddy.id,
        activity: 'Coffee Chats',
        proposedTime: new Date(startsAt).toISOString(),
        duration,
        message: 'Coffee near the Westerkerk?',
      },
    }),
  );
  await expect(
    'the buddy approves',
    200,
    call(base, 'POST', `/api/proposals/${id}/approve`, buddy.token, { json: {} }),
  );
  const { url } = await expect<{ url: string }>(
    'open the checkout',
    200,
    call(base, 'POST', `/api/payments/checkout/${id}`, learner.token, { json: {} }),
  );
  await expect(
    'pay on the test checkout',
    200,
    call(base, 'POST', '/api/payments/test-checkout/pay', undefined, {
      json: { checkout: new URL(url).searchParams.get('checkout') },
    }),
  );
  return id;
}

export async function populate(base: string): Promise<Populated> {
  const moderator = await signIn(base, 'moderator@buddies.local', DEMO_PASSWORD);
  const buddy = await approvedBuddy(base, moderator);
  const learner = await registerLearner(base, 'Lea', 'lea.learner@example.com');
  const other = await registerLearner(base, 'Sam', 'sam.learner@example.com');
  await expect(
    'the learner uploads a photo',
    200,
    call(base, 'POST', `/api/profile/${learner.id}/photo`, learner.token, {
      form: await photo(57),
    }),
  );

  const say = (from: Party, to: Party, content: string) =>
    expect(
      'send a message',
      201,
      call(base, 'POST', '/api/messages', from.token, { json: { receiverId: to.id, content } }),
    );
  await say(learner, buddy, 'Hoi Bo! Could we practise ordering at a café?');
  await say(buddy, learner, 'Of course, Lea. Thursday afternoon suits me.');
  await say(other, buddy, 'Hello! Do you also do walks along the canals?');
  await expect(
    'write to support',
    201,
    call(base, 'POST', '/api/support-messages', other.token, {
      json: { subject: 'Receipt', content: 'Where do I find the receipt of my session?' },
    }),
  );
  await expect(
    'the buddy sets up payouts',
    200,
    call(base, 'POST', '/api/payments/payout-account', buddy.token, { json: {} }),
  );

  const first = nextFullHour() + 72 * HOUR;
  const second = nextFullHour() + 96 * HOUR;
  const paid = await paidSession(base, learner, buddy, first, 60);
  const refunded = await paidSession(base, other, buddy, second, 90);
  await expect(
    'the buddy cancels the second session',
    200,
    call(base, 'POST', `/api/proposals/${refunded}/cancel`, buddy.token, {
      json: { reason: 'I am ill, sorry' },
    }),
  );
  // The refund is outbox work: wait until it is booked, so that the instance is at rest.
  const deadline = Date.now() + 60_000;
  for (;;) {
    const payment = await expect<{ refundedCents: number }>(
      'read the refund',
      200,
      call(base, 'GET', `/api/payments/sessions/${refunded}`, other.token),
    );
    if (payment.refundedCents > 0) break;
    if (Date.now() > deadline) throw new Error('the refund was not booked within 60 s');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }

  const photos = [];
  for (const [who, path] of [
    [buddy, '/api/buddy/profile'],
    [learner, '/api/learner/profile'],
  ] as const) {
    const profile = await expect<{ profilePhoto: string | null }>(
      'read a profile',
      200,
      call(base, 'GET', path, who.token),
    );
    if (!profile.profilePhoto?.startsWith('/uploads/')) {
      throw new Error(`${path} names no uploaded photo: ${profile.profilePhoto}`);
    }
    photos.push(profile.profilePhoto);
  }
  const months = [
    ...new Set([first, second].map((at) => formatInAmsterdam(new Date(at), 'yyyy-MM'))),
  ];
  return { learner, other, buddy, moderator, paid, refunded, months, photos };
}

/** What people read through the API, by name: compared before the backup and after the restore. */
export async function readAll(base: string, p: Populated): Promise<Record<string, unknown>> {
  const reads: [string, Party | undefined, string][] = [
    ["the buddy's own profile", p.buddy, '/api/buddy/profile'],
    ["the buddy's profile as a learner sees it", p.learner, `/api/buddy/${p.buddy.slug}`],
    ["the learner's profile", p.learner, '/api/learner/profile'],
    ["the learner's messages", p.learner, '/api/messages'],
    ["the buddy's conversations", p.buddy, '/api/conversations'],
    ['the paid session', p.learner, `/api/proposals/${p.paid}`],
    ['the cancelled session', p.other, `/api/proposals/${p.refunded}`],
    ['the paid session’s payment', p.learner, `/api/payments/sessions/${p.paid}`],
    ['the refunded payment', p.other, `/api/payments/sessions/${p.refunded}`],
    ['the paid session’s receipt', p.learner, `/api/payments/sessions/${p.paid}/receipt`],
    ['the refunded receipt', p.other, `/api/payments/sessions/${p.refunded}/receipt`],
    ...p.months.map((month): [string, Party, string] => [
      `the buddy's earnings ${month}`,
      p.buddy,
      `/api/payments/earnings?month=${month}`,
    ]),
    ['the ledger’s finance summary', p.moderator, '/api/payments/finance'],
    ['the support queue', p.moderator, '/api/support-messages'],
    ['the users list', p.moderator, '/api/users'],
  ];
  const answers: Record<string, unknown> = {};
  for (const [name, who, path] of reads) {
    answers[`${name} (GET ${path.replace(/[0-9a-f-]{36}/g, ':id')})`] = await expect(
      name,
      200,
      call(base, 'GET', path, who?.token),
    );
  }
  return answers;
}

/** A photo as the app serves it: the answer's status, the size and sha256 of its bytes. */
export async function servedPhoto(base: string, path: string) {
  const response = await fetch(`${base}${path}`);
  const bytes = Buffer.from(await response.arrayBuffer());
  return {
    status: response.status,
    sha256: createHash('sha256').update(bytes).digest('hex'),
    bytes: bytes.length,
  };
}
