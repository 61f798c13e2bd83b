import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { parse } from 'yaml';

const root = resolve(import.meta.dirname, '../..');
const compose = parse(readFileSync(resolve(root, 'compose.yaml'), 'utf8'), { merge: true }) as {
  services: Record<string, { build?: string; image?: string; environment?: Record<string, string>; ports?: string[]; depends_on?: unknown; stop_grace_period?: string }>;
};

/** Top-level folders of every project file reachable through relative imports from `entry`. */
function topFoldersImportedBy(entry: string): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file) || !existsSync(file)) return;
    seen.add(file);
    for (const m of readFileSync(file, 'utf8').matchAll(/(?:from|import\()\s*'(\.[^']+)'/g)) visit(resolve(dirname(file), m[1]!));
  };
  visit(resolve(root, entry));
  return new Set([...seen].map((file) => relative(root, file).split(sep)[0]!));
}

/** The Compose CLI, as the Docker plugin (`docker compose`) or the standalone `docker-compose`. */
function composeCommand(): { command: string[]; version: string; missing: string } {
  for (const command of [['docker', 'compose'], ['docker-compose']]) {
    try {
      const version = execFileSync(command[0]!, [...command.slice(1), 'version', '--short'], { stdio: 'pipe', encoding: 'utf8' }).trim();
      return { command, version, missing: '' };
    } catch {
      // not this one
    }
  }
  return { command: [], version: '', missing: 'neither `docker compose` nor `docker-compose` is installed here: compose.yaml is checked by the structure tests only' };
}
const composeCli = composeCommand();

/** Runs `compose config` on `text` as if it were the project's compose.yaml. */
function composeConfig(text: string): void {
  // Compose 1.x (Debian's docker-compose) predates the top-level `name`; the rest of the file is the same spec.
  const checked = composeCli.version.startsWith('1.') ? text.replace(/^name: .*\n/m, '') : text;
  const dir = mkdtempSync(join(tmpdir(), 'compose-check-'));
  try {
    writeFileSync(join(dir, 'compose.yaml'), checked);
    const [program, ...args] = composeCli.command;
    execFileSync(program!, [...args, '--project-directory', root, '-f', join(dir, 'compose.yaml'), 'config', '--quiet'], {
      env: { ...process.env, POSTGRES_PASSWORD: 'checking-the-syntax' },
      stdio: 'pipe',
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const composeTitle = `${composeCli.command.join(' ') || 'docker compose'} config accepts compose.yaml and refuses a misspelt key`;
it.skipIf(Boolean(composeCli.missing))(composeCli.missing ? `${composeTitle} (skipped: ${composeCli.missing})` : composeTitle, () => {
  const text = readFileSync(resolve(root, 'compose.yaml'), 'utf8');
  composeConfig(text);
  expect(() => composeConfig(text.replace('depends_on:', 'depend_on:'))).toThrow(/depend_on/);
}, 120_000); // Debian's docker-compose is Python and slow to start on a busy machine


describe('compose.yaml', () => {
  const apps = Object.entries(compose.services).filter(([, service]) => service.build === '.');

  it('runs two app instances from the Dockerfile, on one PostgreSQL, that only the proxy reaches', () => {
    expect(apps.map(([name]) => name)).toEqual(['app-a', 'app-b']);
    for (const [, app] of apps) {
      expect(app.environment?.DATABASE_URL).toMatch(/^postgres:\/\/taleweave:\$\{POSTGRES_PASSWORD:\?[^}]+\}@postgres:5432\/taleweave$/);
      expect(app.ports).toBeUndefined();
      expect(app.depends_on).toEqual({ postgres: { condition: 'service_healthy' } });
    }
    expect(compose.services.postgres?.image).toMatch(/^postgres:15/);
  });

  it('trusts exactly the one proxy hop, and gives in-flight requests their shutdown deadline', () => {
    for (const [, app] of apps) {
      expect(app.environment?.TRUST_PROXY).toBe('1');
      expect(Number(app.environment?.SHUTDOWN_TIMEOUT_MS) / 1000).toBeLessThan(Number.parseInt(app.stop_grace_period ?? '0', 10));
    }
  });

  it('puts Caddy in front, balancing over both instances by their readiness', () => {
    expect(compose.services.proxy?.image).toMatch(/^caddy:2/);
    const caddyfile = readFileSync(resolve(root, 'deploy/Caddyfile'), 'utf8');
    expect(caddyfile).toMatch(/reverse_proxy app-a:8080 app-b:8080/);
    expect(caddyfile).toMatch(/health_uri \/api\/ready/);
  });
});

describe('Dockerfile', () => {
  const dockerfile = readFileSync(resolve(root, 'Dockerfile'), 'utf8');

  it('builds in one stage and runs production dependencies on Node 24 as a non-root user in another', () => {
    expect(dockerfile.match(/^FROM node:24\S* AS \w+$/gm)).toEqual(['FROM node:24-bookworm-slim AS build', 'FROM node:24-bookworm-slim AS runtime']);
    expect(dockerfile).toMatch(/RUN npm ci --omit=dev/);
    expect(dockerfile).toMatch(/COPY --from=build \/app\/dist \.\/dist/);
    expect(dockerfile).toMatch(/^USER node$/m);
    expect(dockerfile).toMatch(/^HEALTHCHECK [\s\S]*\/api\/health/m);
  });

  it('copies every source folder the server imports, and the content it loads', () => {
    for (const folder of [...topFoldersImportedBy('server/server.ts'), 'content']) expect(dockerfile, folder).toContain(`COPY ${folder} ./${folder}`);
  });
});
