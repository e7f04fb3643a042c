/**
 * Lighthouse (its default mobile emulation and simulated throttling) on the production build:
 * the public pages signed out, the signed-in ones as the demo learner. `npm run bench:pages`
 * builds first; RUNS (default 3) runs per page, the median shown. How many page requests a
 * second the server answers, against the references: `reads.ts`'s `visitor page` routes
 * (bench/README.md "Pages from memory").
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import type { LoginResponse } from '../src/shared/auth';
import { PAGE_SESSION_COOKIE } from '../src/server/plugins/signed-in-pages';
import { freePort, waitForHealth } from '../tests/support/e2e-server';

const RUNS = Number(process.env.RUNS ?? 3);
/** Where to write each run's Lighthouse report and trace (JSON), to read their diagnostics; unset: none. */
const REPORT_DIR = process.env.REPORT_DIR;
const PUBLIC_PAGES = ['/', '/activities', '/login'];
/** Only the pages whose address is in this comma-separated list (e.g. `/activities,/buddies`); unset: all. */
const ONLY = process.env.ONLY?.split(',');
const LEARNER = { email: 'learner@buddies.local', password: 'buddies-demo' };

interface Scores {
  performance: number;
  accessibility: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;

function startApp(port: number, dataDir: string): ChildProcess {
  return spawn('node', ['dist/server/main.js'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      SEED_DEMO: '1',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      SMTP_URL: '',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}

function startChromium(port: number, profileDir: string): ChildProcess {
  return spawn(
    '/usr/bin/chromium',
    [
      '--headless=new',
      '--no-sandbox',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      `--remote-debugging-port=${port}`,
      `--user-data-dir=${profileDir}`,
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
}

async function waitForDevTools(port: number) {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/json/version`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('Chromium did not open its DevTools port within 30 s');
}

/**
 * Gives the browser's profile this sign-in (or none) for the app's origin, in local storage as
 * the app keeps it and in the page requests' cookie (decision 033), and empties the HTTP cache:
 * every run is a first visit.
 */
async function prepareBrowser(cdpPort: number, baseURL: string, signIn: LoginResponse | null) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${cdpPort}`);
  try {
    const context = browser.contexts()[0]!;
    await context.clearCookies();
    if (signIn) {
      await context.addCookies([
        { name: PAGE_SESSION_COOKIE, value: signIn.token, url: baseURL, httpOnly: true },
      ]);
    }
    const page = await context.newPage();
    await page.goto(`${baseURL}/api/health`);
    await page.evaluate((auth) => {
      localStorage.clear();
      if (!auth) return;
      localStorage.setItem('token', auth.token);
      localStorage.setItem('role', auth.role);
      localStorage.setItem('userId', auth.user.id);
      localStorage.setItem('user', JSON.stringify(auth.user));
    }, signIn);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await page.close();
  } finally {
    await browser.close();
  }
}

async function audit(cdpPort: number, url: string, report: string | null): Promise<Scores> {
  const result = await lighthouse(url, {
    port: cdpPort,
    onlyCategories: ['performance', 'accessibility'],
    // prepareBrowser empties the cache itself and keeps the sign-in Lighthouse would clear.
    disableStorageReset: true,
    logLevel: 'error',
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { categories, audits, runtimeError } = result.lhr;
  if (runtimeError) throw new Error(`${url}: ${runtimeError.message}`);
  if (report) {
    writeFileSync(`${report}.json`, JSON.stringify(result.lhr));
    writeFileSync(`${report}.trace.json`, JSON.stringify(result.artifacts.Trace));
  }
  return {
    performance: Math.round((categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
    lcpMs: audits['largest-contentful-paint']?.numericValue ?? NaN,
    cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
    tbtMs: audits['total-blocking-time']?.numericValue ?? NaN,
  };
}

const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(', ');

if (REPORT_DIR) mkdirSync(REPORT_DIR, { recursive: true });
const appPort = await freePort();
const cdpPort = await freePort();
const baseURL = `http://127.0.0.1:${appPort}`;
const dataDir = mkdtempSync(join(tmpdir(), 'buddies-bench-pages-'));
const profileDir = mkdtempSync(join(tmpdir(), 'buddies-bench-chromium-'));
const app = startApp(appPort, dataDir);
const browser = startChromium(cdpPort, profileDir);
try {
  await waitForHealth(baseURL, app);
  await waitForDevTools(cdpPort);
  const signIn = (await (
    await fetch(`${baseURL}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(LEARNER),
    })
  ).json()) as LoginResponse;
  const buddies = (await (
    await fetch(`${baseURL}/api/buddies-with-languages`, {
      headers: { authorization: `Bearer ${signIn.token}` },
    })
  ).json()) as { id: string }[];
  const pages = [
    ...PUBLIC_PAGES.map((path) => ({ path, signIn: null })),
    ...['/buddies', `/buddy/${buddies[0]!.id}`, '/learner/dashboard'].map((path) => ({
      path,
      signIn,
    })),
  ].filter(({ path }) => !ONLY || ONLY.includes(path));

  console.log(`load average at the start: ${load()}; ${RUNS} run(s) per page, median shown`);
  const rows: string[] = [];
  for (const { path, signIn: auth } of pages) {
    const runs: Scores[] = [];
    for (let run = 0; run < RUNS; run++) {
      await prepareBrowser(cdpPort, baseURL, auth);
      const report = REPORT_DIR
        ? join(
            REPORT_DIR,
            `${path.replaceAll('/', '_') || '_'}-${auth ? 'learner' : 'visitor'}-${run + 1}`,
          )
        : null;
      // Lighthouse sometimes loses a trace (NO_NAVSTART): that run is made again, once.
      runs.push(
        await audit(cdpPort, baseURL + path, report).catch(async (error: Error) => {
          console.log(`${path}: ${error.message}; once more`);
          await prepareBrowser(cdpPort, baseURL, auth);
          return audit(cdpPort, baseURL + path, report);
        }),
      );
    }
    const pick = (key: keyof Scores) => median(runs.map((scores) => scores[key]));
    rows.push(
      `| \`${path}\` | ${auth ? 'learner' : 'visitor'} | ${pick('performance')} | ${pick('accessibility')} | ${(pick('lcpMs') / 1000).toFixed(2)} s | ${pick('cls').toFixed(3)} | ${Math.round(pick('tbtMs'))} ms |`,
    );
    console.log(rows.at(-1));
  }
  console.log(`\nload average at the end: ${load()}\n`);
  console.log('| page | as | performance | accessibility | LCP | CLS | TBT |');
  console.log('|---|---|---|---|---|---|---|');
  for (const row of rows) console.log(row);
} finally {
  browser.kill();
  app.kill('SIGTERM');
  await new Promise((resolve) => app.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(profileDir, { recursive: true, force: true });
}
