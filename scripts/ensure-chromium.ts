/**
 * Run before the end-to-end tests: Playwright drives Debian's Chromium (never a downloaded browser).
 * As root on Debian it installs the `chromium` package; otherwise it says how to.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  const isRoot = process.getuid?.() === 0;
  const isDebian = existsSync('/etc/debian_version') && existsSync('/usr/bin/apt-get');
  if (!isRoot || !isDebian) {
    console.error(
      `Chromium was not found at ${chromium}. Install it and run the tests again:\n` +
        '  Debian/Ubuntu:  sudo apt-get update && sudo apt-get install -y chromium\n' +
        '  elsewhere:      install Chromium and set CHROMIUM_PATH=/path/to/chromium',
    );
    process.exit(1);
  }
  console.log('Installing Debian’s chromium for the end-to-end tests…');
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
}
