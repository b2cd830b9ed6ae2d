// Runs before the tests: the end-to-end tests drive Debian's Chromium (no browser downloads work
// offline). Installs it with apt-get when it is missing and we are root; otherwise explains.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM = process.env.MIRE_CHROMIUM ?? '/usr/bin/chromium';
if (!existsSync(CHROMIUM)) {
  if (process.getuid && process.getuid() === 0) {
    console.log('[mire] installing Debian chromium for the browser tests...');
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null', {
      stdio: 'inherit',
      shell: '/bin/bash',
    });
  } else {
    console.error(`[mire] ${CHROMIUM} is missing: run "sudo apt-get install chromium" (or set MIRE_CHROMIUM).`);
    process.exit(1);
  }
}

// `npm run serve -- --tls` makes its certificates with Debian's openssl (src/server/tls-cert.ts);
// its tests (tests/live-tls.test.ts, tests/e2e/https-lan.test.ts) need it too.
const hasOpenssl = (() => {
  try {
    execSync('openssl version', { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();
if (!hasOpenssl) {
  if (process.getuid && process.getuid() === 0) {
    console.log('[mire] installing Debian openssl for the --tls tests...');
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq openssl >/dev/null', {
      stdio: 'inherit',
      shell: '/bin/bash',
    });
  } else {
    console.error('[mire] openssl is missing: run "sudo apt-get install openssl".');
    process.exit(1);
  }
}
