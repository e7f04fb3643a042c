/**
 * The attack of issue 7, replayed against the production build: bursts of parallel registrations
 * (each a 128 MiB scrypt hash) while a signed-in user elsewhere signs in. Reports the sign-in
 * time, the registration answers and the server's peak memory. Embedded PGlite in a temporary
 * DATA_DIR; TRUST_PROXY=1 lets X-Forwarded-For play the many addresses. 127.0.0.1 only.
 *
 *   npm run build && npx tsx bench/registration-burst.ts
 *   BURST=60 npx tsx bench/registration-burst.ts
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const BURST = Number(process.env.BURST ?? 60);
const PORT = Number(process.env.PORT ?? 3977);
const base = `http://127.0.0.1:${PORT}`;
const dataDir = mkdtempSync(join(tmpdir(), 'buddies-burst-'));
const server = spawn('node', ['dist/server/main.js'], {
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PAYMENTS: 'off',
    PORT: String(PORT),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    SEED_DEMO: '',
    LOG_LEVEL: 'silent',
    TRUST_PROXY: '1',
  },
  stdio: 'ignore',
});

const rssMiB = () => {
  const status = readFileSync(`/proc/${server.pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
};

async function post(path: string, body: object, address: string) {
  const started = performance.now();
  const res = await fetch(base + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify(body),
  });
  await res.arrayBuffer();
  return { status: res.status, ms: performance.now() - started };
}

const register = (i: number, address: string) =>
  post(
    '/api/register/learner/complete',
    {
      email: `burst-${address}-${i}@example.com`,
      password: 'a-good-password',
      fullName: 'Bu Rst',
      acceptTerms: true,
    },
    address,
  );
const signIn = () =>
  post('/api/login', { email: 'owner@example.com', password: 'the-owners-password' }, '10.0.0.1');

async function scenario(name: string, addressOf: (i: number) => string) {
  let peak = rssMiB();
  const sampler = setInterval(() => (peak = Math.max(peak, rssMiB())), 50);
  const burst = Array.from({ length: BURST }, (_, i) => register(i, addressOf(i)));
  await new Promise((r) => setTimeout(r, 100));
  const login = await signIn();
  const answers = await Promise.all(burst);
  clearInterval(sampler);
  const count = (status: number) => answers.filter((a) => a.status === status).length;
  console.log(
    `| ${name} | ${login.status} in ${Math.round(login.ms)} ms | ${count(201)} / ${count(429)} / ${count(503)} | ${Math.round(peak)} MiB |`,
  );
}

try {
  for (let i = 0; ; i++) {
    if (i > 240) throw new Error('server did not start');
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      await new Promise((r) => setTimeout(r, 250));
    }
  }
  await post(
    '/api/register/learner/complete',
    {
      email: 'owner@example.com',
      password: 'the-owners-password',
      fullName: 'Ow Ner',
      acceptTerms: true,
    },
    '10.0.0.1',
  );
  const idle = await signIn();
  console.log(
    `idle sign-in: ${idle.status} in ${Math.round(idle.ms)} ms; idle RSS ${Math.round(rssMiB())} MiB\n`,
  );
  console.log(
    `| ${BURST} parallel registrations | sign-in elsewhere | 201 / 429 / 503 | peak RSS |`,
  );
  console.log('| --- | --- | --- | --- |');
  await scenario('from one address', () => '10.1.0.1');
  await scenario('from as many addresses', (i) => `10.2.${Math.floor(i / 200)}.${i % 200}`);
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
}
