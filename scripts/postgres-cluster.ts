/**
 * A throwaway PostgreSQL for tests and benchmarks: a cluster in a temporary folder, reachable only
 * through a Unix socket in that folder (no TCP port to collide with anyone), stopped and deleted
 * afterwards. Debian's initdb and postgres refuse to run as root, so as root they run as the
 * `postgres` user (STACK.md). A freshly made cluster is kept as a template under the temp folder,
 * so later starts copy it instead of running initdb again.
 */
import { execFileSync } from 'node:child_process';
import { chmodSync, chownSync, cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { postgresBinDir } from './ensure-system-packages.ts';

export interface PostgresCluster {
  /** Superuser URL through the socket, e.g. postgres://postgres@localhost/postgres?host=/tmp/pg-x */
  url: string;
  /** A URL for another database of the same cluster. */
  urlFor(database: string): string;
  stop(): void;
}

/** Why PostgreSQL cannot run here, or null when it can. */
export function postgresUnavailableReason(): string | null {
  if (!postgresBinDir()) return 'PostgreSQL is not installed (Debian: apt-get install postgresql, or set PG_BIN_DIR)';
  if (process.getuid?.() === 0 && !postgresUser()) return 'running as root and there is no "postgres" user to run PostgreSQL as';
  return null;
}

function postgresUser(): { uid: number; gid: number } | null {
  try {
    const [uid, gid] = ['-u', '-g'].map((flag) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim()));
    return { uid: uid!, gid: gid! };
  } catch {
    return null;
  }
}

/** Runs a PostgreSQL program, as the postgres user when we are root. */
function runPg(program: string, args: string[]): void {
  const bin = join(postgresBinDir()!, program);
  const asRoot = process.getuid?.() === 0;
  execFileSync(asRoot ? 'runuser' : bin, asRoot ? ['-u', 'postgres', '--', bin, ...args] : args, { stdio: 'pipe' });
}

function ownByPostgres(dir: string): void {
  const user = process.getuid?.() === 0 ? postgresUser() : null;
  if (user) chownSync(dir, user.uid, user.gid);
}

function templateDir(): string {
  const version = postgresBinDir()!.split('/').at(-2) ?? 'pg';
  const dir = join(tmpdir(), `taleweave-pg-template-${version}`);
  if (!existsSync(join(dir, 'data', 'PG_VERSION'))) {
    const fresh = mkdtempSync(join(tmpdir(), 'taleweave-pg-init-'));
    ownByPostgres(fresh);
    runPg('initdb', ['-D', join(fresh, 'data'), '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--no-sync']);
    rmSync(dir, { recursive: true, force: true });
    cpSync(fresh, dir, { recursive: true, preserveTimestamps: true });
    rmSync(fresh, { recursive: true, force: true });
  }
  return dir;
}

/**
 * Starts a cluster. `durable: false` (tests) turns fsync off; benchmarks keep PostgreSQL's defaults.
 * Throws with the reason when PostgreSQL cannot run here.
 */
export function startPostgresCluster({ durable = false }: { durable?: boolean } = {}): PostgresCluster {
  const reason = postgresUnavailableReason();
  if (reason) throw new Error(reason);
  const template = templateDir();
  const dir = mkdtempSync(join(tmpdir(), 'taleweave-pg-'));
  const port = 5440; // names the socket file only: listen_addresses is empty
  const options = [`-p ${port}`, `-k ${dir}`, "-c listen_addresses=''", '-c max_connections=200', durable ? '' : '-c fsync=off -c synchronous_commit=off'];
  try {
    cpSync(join(template, 'data'), join(dir, 'data'), { recursive: true });
    chmodSync(join(dir, 'data'), 0o700); // postgres refuses a data folder others can read
    if (process.getuid?.() === 0) execFileSync('chown', ['-R', 'postgres:postgres', dir]);
    runPg('pg_ctl', ['-D', join(dir, 'data'), '-o', options.join(' '), '-l', join(dir, 'postgres.log'), '-w', '-t', '30', 'start']);
  } catch (error) {
    const log = existsSync(join(dir, 'postgres.log')) ? readFileSync(join(dir, 'postgres.log'), 'utf8').trim() : '';
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`PostgreSQL did not start: ${(error as Error).message.split('\n')[0]}${log ? `\n${log}` : ''}`, { cause: error });
  }
  const urlFor = (database: string) => `postgres://postgres@localhost:${port}/${database}?host=${encodeURIComponent(dir)}`;
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    try {
      runPg('pg_ctl', ['-D', join(dir, 'data'), '-m', 'immediate', '-w', 'stop']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };
  // A test run that dies must not leave a server behind.
  process.once('exit', stop);
  return { url: urlFor('postgres'), urlFor, stop };
}
