import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { ENV_NAMES, loadConfig } from '../../server/config.ts';

const root = resolve(import.meta.dirname, '../..');

describe('loadConfig', () => {
  it('needs no variables: SQLite under ./data, port 8080 on 127.0.0.1, 30 enquiries a minute', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      dataDir: resolve(root, 'data'),
      distDir: resolve(root, 'dist'),
      trustProxy: false,
      bodyLimitBytes: 16384,
      enquiryRateLimit: 30,
      enquiryRateWindowMs: 60000,
      logLevel: 'info',
    });
    expect(config.databaseUrl).toBeUndefined();
  });

  it('reads every setting from its variable', () => {
    const config = loadConfig({
      PORT: '4321',
      DATA_DIR: '/tmp/x',
      DATABASE_URL: 'postgres://u:p@127.0.0.1:5440/site',
      TLS: 'yes',
      ENQUIRY_RATE_LIMIT: '0',
      SHUTDOWN_TIMEOUT_MS: '2500',
      LOG_LEVEL: 'warn',
    });
    expect(config).toMatchObject({ port: 4321, dataDir: '/tmp/x', databaseUrl: 'postgres://u:p@127.0.0.1:5440/site', secureTransport: true, enquiryRateLimit: 0, shutdownTimeoutMs: 2500, logLevel: 'warn' });
  });

  it('reads TRUST_PROXY as a hop count or a list of addresses', () => {
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.2, 10.0.1.0/24,::1' }).trustProxy).toEqual(['10.0.0.2', '10.0.1.0/24', '::1']);
  });

  it('refuses TRUST_PROXY=true, which would let any client choose its own address', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY=true would trust every X-Forwarded-For hop/);
    expect(() => loadConfig({ TRUST_PROXY: 'proxy.local' })).toThrow('TRUST_PROXY: "proxy.local" is neither a hop count nor an IP address or CIDR range.');
  });

  it('names the variable of an invalid value', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT: /);
    expect(() => loadConfig({ TLS: 'maybe' })).toThrow('TLS: "maybe" is not 1/0, true/false, yes/no or on/off.');
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow('DATABASE_URL: must start with postgres:// or postgresql://');
    expect(() => loadConfig({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL: /);
  });
});

it("README's configuration table lists every variable", () => {
  const readme = readFileSync(resolve(root, 'README.md'), 'utf8');
  const table = readme.slice(readme.indexOf('## Configuration'), readme.indexOf('\n## ', readme.indexOf('## Configuration') + 1));
  for (const name of Object.values(ENV_NAMES)) expect(table, name).toContain(`\`${name}\``);
});
