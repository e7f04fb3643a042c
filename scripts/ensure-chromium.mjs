// The browser tests drive Debian's Chromium (decision 001). `npm test` starts here: when neither
// its headless build nor the browser is installed, it installs both as CI does (as root, with
// apt-get), or says what to run when it cannot.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const PACKAGES = ['chromium', 'chromium-headless-shell', 'fonts-dejavu-core'];
const installed = () =>
  ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].some((path) => existsSync(path));

if (process.env.CHROMIUM_PATH) {
  if (!existsSync(process.env.CHROMIUM_PATH)) {
    console.error(`CHROMIUM_PATH is ${process.env.CHROMIUM_PATH}, where no file is.`);
    process.exit(1);
  }
} else if (!installed()) {
  const isRoot = process.getuid?.() === 0;
  const hasApt = spawnSync('apt-get', ['--version'], { stdio: 'ignore' }).status === 0;
  if (!isRoot || !hasApt) {
    console.error(
      `The browser tests need Debian's Chromium, which is not installed.\n` +
        `Install it with: sudo apt-get install -y ${PACKAGES.join(' ')}\n` +
        `(or set CHROMIUM_PATH to a Chromium binary), then run npm test again.`,
    );
    process.exit(1);
  }
  console.log(`== installing Debian's Chromium for the browser tests (${PACKAGES.join(' ')}) ==`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', ...PACKAGES],
  ]) {
    const { status } = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (status !== 0) {
      console.error(
        `apt-get ${args.join(' ')} failed (exit ${status}): install ${PACKAGES.join(' ')} by hand.`,
      );
      process.exit(1);
    }
  }
  if (!installed()) {
    console.error('apt-get finished but no Chromium is at /usr/bin/chromium: install it by hand.');
    process.exit(1);
  }
}
