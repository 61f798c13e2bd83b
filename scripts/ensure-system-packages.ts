/**
 * Run before the tests that need programs from the operating system: Playwright drives Debian's
 * Chromium (never a downloaded browser), the database tests start a real PostgreSQL, and the HTML
 * validator (vnu-jar) runs on Java. As root on Debian, missing packages are installed with apt;
 * otherwise the command stops and says how to install them.
 *
 * Usage: node scripts/ensure-system-packages.ts [chromium] [postgresql] [java]   (default: all)
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';

interface SystemPackage {
  /** Debian package name. */
  apt: string;
  /** True when the program is usable. */
  present(): boolean;
  /** How to get it elsewhere. */
  hint: string;
}

const PACKAGES: Record<string, SystemPackage> = {
  chromium: {
    apt: 'chromium',
    present: () => existsSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'),
    hint: 'install Chromium and set CHROMIUM_PATH=/path/to/chromium',
  },
  postgresql: {
    apt: 'postgresql',
    present: () => postgresBinDir() !== null,
    hint: 'install PostgreSQL 15+ (initdb, pg_ctl) or set PG_BIN_DIR=/path/to/postgresql/bin',
  },
  java: {
    apt: 'default-jre-headless',
    present: () => existsSync('/usr/bin/java') || Boolean(process.env.JAVA_HOME && existsSync(`${process.env.JAVA_HOME}/bin/java`)),
    hint: 'install a Java runtime (17+) for the W3C HTML validator, or set JAVA_HOME',
  },
};

/** Folder holding initdb and pg_ctl: PG_BIN_DIR, else the newest Debian postgresql version. */
export function postgresBinDir(): string | null {
  if (process.env.PG_BIN_DIR) return existsSync(`${process.env.PG_BIN_DIR}/pg_ctl`) ? process.env.PG_BIN_DIR : null;
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return null;
  const versions = readdirSync(base).filter((v) => existsSync(`${base}/${v}/bin/pg_ctl`)).sort((a, b) => Number(b) - Number(a));
  return versions.length ? `${base}/${versions[0]}/bin` : null;
}

export function ensureSystemPackages(names: string[]): void {
  const missing = names.map((n) => [n, PACKAGES[n]!] as const).filter(([, pkg]) => !pkg.present());
  if (!missing.length) return;
  const isRoot = process.getuid?.() === 0;
  const isDebian = existsSync('/etc/debian_version') && existsSync('/usr/bin/apt-get');
  const aptNames = missing.map(([, pkg]) => pkg.apt);
  if (!isRoot || !isDebian) {
    console.error(
      `Missing for the tests: ${missing.map(([n]) => n).join(', ')}. Install and run the tests again:\n` +
        `  Debian/Ubuntu:  sudo apt-get update && sudo apt-get install -y ${aptNames.join(' ')}\n` +
        missing.map(([n, pkg]) => `  ${n}, elsewhere: ${pkg.hint}`).join('\n'),
    );
    process.exit(1);
  }
  console.log(`Installing Debian packages for the tests: ${aptNames.join(', ')}…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...aptNames], { stdio: 'inherit', env });
}

if (import.meta.main) {
  const wanted = process.argv.slice(2);
  const unknown = wanted.filter((n) => !PACKAGES[n]);
  if (unknown.length) {
    console.error(`unknown package(s): ${unknown.join(', ')}; known: ${Object.keys(PACKAGES).join(', ')}`);
    process.exit(2);
  }
  ensureSystemPackages(wanted.length ? wanted : Object.keys(PACKAGES));
}
