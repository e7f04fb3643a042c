/**
 * nginx in front of the topology's processes, with the deployed site (deploy/nginx/buddies.conf)
 * in a prefix of its own: the same directives on loopback ports, a self-signed certificate in
 * place of Let's Encrypt's, logs in the prefix.
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { freePort } from '../../tests/support/e2e-server';
import { ROOT } from './app-processes';
import { adopt, expect, sleep, waitUntil } from './harness';
import { call, type Origin } from './http';

export const NGINX = process.env.NGINX ?? '/usr/sbin/nginx';
export const SITE_FILE = join(ROOT, 'deploy/nginx/buddies.conf');

/**
 * The deployed site on loopback ports: the upstream lists our processes (with the first server
 * line's parameters), the listen lines move to 127.0.0.1 (no IPv6), the certificate, the logs
 * and the ACME directory into the prefix. Every other directive is the deployed file's own.
 * Fails if the file no longer has a line replaced here: this proof cannot drift from the site.
 */
export function siteOnLoopback(
  site: string,
  ports: { http: number; https: number; apps: number[] },
  paths: { cert: string; key: string; logs: string; acme: string },
) {
  const servers = [...site.matchAll(/^([ \t]*)server 127\.0\.0\.1:\d+([^;\n]*);\n/gm)];
  expect(servers.length >= 2, `${SITE_FILE}: no upstream server lines`);
  const [indent, parameters] = [servers[0]![1], servers[0]![2]];
  const upstream = ports.apps.map((port) => `${indent}server 127.0.0.1:${port}${parameters};\n`);
  let out = site.replace(servers[0]![0], upstream.join(''));
  for (const [line] of servers.slice(1)) out = out.replace(line, '');
  const replacements: [RegExp, string][] = [
    [/^([ \t]*)listen 80;$/m, `$1listen 127.0.0.1:${ports.http};`],
    [/^[ \t]*listen \[::\]:80;\n/m, ''],
    [/^([ \t]*)listen 443 ssl http2;$/m, `$1listen 127.0.0.1:${ports.https} ssl http2;`],
    [/^[ \t]*listen \[::\]:443 ssl http2;\n/m, ''],
    [/\/etc\/letsencrypt\/live\/[^/]+\/fullchain\.pem/, paths.cert],
    [/\/etc\/letsencrypt\/live\/[^/]+\/privkey\.pem/, paths.key],
    [/\/var\/www\/html/, paths.acme],
  ];
  for (const [pattern, replacement] of replacements) {
    expect(pattern.test(out), `${SITE_FILE} has no ${pattern.source}`);
    out = out.replace(pattern, replacement);
  }
  out = out.replaceAll('/var/log/nginx/', `${paths.logs}/`);
  const left = /\/etc\/letsencrypt|\/var\/log|listen (80|443|\[::\])/.exec(out);
  expect(!left, `${SITE_FILE}: ${left?.[0]} is left on loopback`);
  return out;
}

/** How long a reload is given: the new workers start, the old ones finish what they hold. */
const RELOAD_MS = 1_000;

/** Starts nginx (master and one worker, in the foreground as our child) on `httpsPort`. */
export async function startNginx(dir: string, apps: number[], httpsPort: number) {
  const httpPort = await freePort();
  const logs = join(dir, 'logs');
  for (const sub of ['logs', 'acme', 'temp']) mkdirSync(join(dir, sub), { recursive: true });
  const [cert, key] = [join(dir, 'cert.pem'), join(dir, 'key.pem')];
  // prettier-ignore
  execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1',
    '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1', '-keyout', key, '-out', cert],
    { stdio: 'ignore' });
  const site = siteOnLoopback(
    readFileSync(SITE_FILE, 'utf8'),
    { http: httpPort, https: httpsPort, apps },
    { cert, key, logs, acme: join(dir, 'acme') },
  );
  const temp = (name: string) => `${name}_temp_path ${join(dir, 'temp', name)};`;
  // What Debian's /etc/nginx/nginx.conf gives the site, in a prefix of our own.
  const conf = join(dir, 'nginx.conf');
  writeFileSync(
    conf,
    `user root;
worker_processes 1;
pid ${join(dir, 'nginx.pid')};
error_log ${logs}/error.log warn;
events { worker_connections 1024; }
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n    ')}

${site}
}
`,
  );
  const args = ['-p', dir, '-c', conf, '-e', `${logs}/error.log`];
  execFileSync(NGINX, [...args, '-t', '-q'], { stdio: 'inherit' });
  const child = adopt(spawn(NGINX, [...args, '-g', 'daemon off;'], { stdio: 'inherit' }));
  const origin: Origin = {
    name: 'nginx',
    url: `https://127.0.0.1:${httpsPort}`,
    ca: readFileSync(cert),
  };
  await waitUntil('nginx to answer', async () => {
    const answer = await call(origin, 'GET', '/api/health').catch(() => null);
    return answer?.status === 200;
  });
  return {
    origin,
    plainHttp: { name: 'nginx (http)', url: `http://127.0.0.1:${httpPort}` } satisfies Origin,
    accessLog: join(logs, 'buddies.access.log'),
    /**
     * Marks a process `down` in the upstream, or back up, and reloads nginx (SIGHUP, as
     * `systemctl reload nginx`): its old workers finish their requests, the new ones send none
     * there. deploy/rolling-restart.sh does the same to the deployed site.
     */
    async setDown(port: number, down: boolean) {
      const line = new RegExp(`(server 127\\.0\\.0\\.1:${port}\\b[^;]*?)( down)?;`);
      const before = readFileSync(conf, 'utf8');
      expect(line.test(before), `no upstream line for ${port}`);
      writeFileSync(conf, before.replace(line, down ? '$1 down;' : '$1;'));
      execFileSync(NGINX, [...args, '-t', '-q'], { stdio: 'inherit' });
      child.kill('SIGHUP');
      await sleep(RELOAD_MS);
    },
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGQUIT');
      await Promise.race([exited, sleep(5000).then(() => child.kill('SIGKILL'))]);
    },
  };
}

/** The access log (format `buddies`): path, status, the upstream that answered, the request id. */
export function accessLog(file: string) {
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => ({
      path: /"[A-Z]+ (\S+) /.exec(line)?.[1] ?? '',
      status: Number(/" (\d{3}) /.exec(line)?.[1]),
      upstream: /upstream=(\S+)/.exec(line)?.[1] ?? '',
      id: /id=(\S+)/.exec(line)?.[1] ?? '',
    }));
}
