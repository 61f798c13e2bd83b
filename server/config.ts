/**
 * The server's configuration: read from the environment once (server.ts), validated, with defaults.
 * buildApp() takes the same shape, so tests and build scripts pass values instead of variables.
 * Every variable is listed in README's configuration table (a test checks that).
 */
import { isIP } from 'node:net';
import { resolve } from 'node:path';
import { z } from 'zod';
import { ENQUIRY_LIMITS } from '../shared/config/constants.ts';
import { DEFAULT_HOST, DEFAULT_PORT } from '../shared/config/site-url.ts';

const projectRoot = resolve(import.meta.dirname, '..');

/**
 * Which proxies may set X-Forwarded-For: none (false), the nearest N hops, or these addresses/CIDRs.
 * Never "every hop": a client could then pick its own address and walk past the rate limit.
 */
const trustProxySchema = z.union([z.literal(false), z.number().int().min(1).max(10), z.array(z.string().min(1)).min(1)]);

export const configSchema = z.object({
  port: z.number().int().min(0).max(65535).default(DEFAULT_PORT),
  host: z.string().min(1).default(DEFAULT_HOST),
  /** Folder of the embedded SQLite database (used when databaseUrl is not set). */
  dataDir: z.string().min(1).default(resolve(projectRoot, 'data')),
  /** postgres://… switches every table to PostgreSQL. */
  databaseUrl: z.string().regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://').optional(),
  databasePoolSize: z.number().int().min(1).max(200).default(10),
  /** The built site to serve; unset, only the API is served (tests, prerender). */
  distDir: z.string().min(1).optional(),
  /** Content folder; unset, content/ (or CONTENT_DIR, read by the content loader). */
  contentDir: z.string().min(1).optional(),
  logLevel: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Served over HTTPS (directly or by a proxy): turns on HSTS and upgrade-insecure-requests. */
  secureTransport: z.boolean().default(false),
  trustProxy: trustProxySchema.default(false),
  bodyLimitBytes: z.number().int().min(1024).max(10 * 1024 * 1024).default(ENQUIRY_LIMITS.bodyLimitBytes),
  /** Enquiries per client address per window; 0 switches the limit off (benchmarks). */
  enquiryRateLimit: z.number().int().min(0).default(30),
  enquiryRateWindowMs: z.number().int().min(1000).default(60_000),
  /** SIGTERM: in-flight requests get this long to finish before their connections are cut. */
  shutdownTimeoutMs: z.number().int().min(0).default(10_000),
  /**
   * SIGTERM: for up to this long the instance keeps accepting (with /api/ready answering 503) so that
   * connections already queued in the kernel, and a load balancer that has not yet noticed, are
   * served, not reset. It ends sooner once no new connection has come for a moment.
   */
  shutdownPrestopMs: z.number().int().min(0).default(2_000),
  /** Idle keep-alive connections are kept this long; keep it above the proxy's idle timeout. */
  keepAliveTimeoutMs: z.number().int().min(1000).default(72_000),
  /** A request (headers and body) must arrive within this time (slow-client protection). */
  requestTimeoutMs: z.number().int().min(1000).default(30_000),
  /** Public origin of the site: links from the agency's notifications to the inbox. */
  siteUrl: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// address' }).optional(),
  /** The agency's notifications (server/notifications): e-mail through this SMTP server to notifyEmail… */
  smtpUrl: z.string().regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://').optional(),
  notifyEmail: z
    .string()
    .refine((list) => list.split(',').every((address) => z.email().safeParse(address.trim()).success), 'must be an e-mail address, or several separated by commas')
    .optional(),
  /** …and/or a JSON POST to this address. */
  notifyWebhookUrl: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// address' }).optional(),
  /** A failed notification is tried again after this, doubling up to notifyRetryMaxMs. */
  notifyRetryBaseMs: z.number().int().min(10).default(1000),
  notifyRetryMaxMs: z.number().int().min(100).default(300_000),
  /** The agency's inbox at /admin (HTTP Basic); without a password every admin route answers 404. */
  adminUser: z.string().min(1).default('agency'),
  adminPassword: z.string().min(10, 'must be at least 10 characters (the inbox holds travellers\' phone numbers and e-mails)').optional(),
});
export type AppConfig = z.output<typeof configSchema>;
export type AppConfigInput = z.input<typeof configSchema>;

/** Environment variable of each setting. */
export const ENV_NAMES = {
  port: 'PORT',
  host: 'HOST',
  dataDir: 'DATA_DIR',
  databaseUrl: 'DATABASE_URL',
  databasePoolSize: 'DATABASE_POOL_SIZE',
  distDir: 'DIST_DIR',
  contentDir: 'CONTENT_DIR',
  logLevel: 'LOG_LEVEL',
  secureTransport: 'TLS',
  trustProxy: 'TRUST_PROXY',
  bodyLimitBytes: 'BODY_LIMIT_BYTES',
  enquiryRateLimit: 'ENQUIRY_RATE_LIMIT',
  enquiryRateWindowMs: 'ENQUIRY_RATE_WINDOW_MS',
  shutdownTimeoutMs: 'SHUTDOWN_TIMEOUT_MS',
  shutdownPrestopMs: 'SHUTDOWN_PRESTOP_MS',
  keepAliveTimeoutMs: 'KEEP_ALIVE_TIMEOUT_MS',
  requestTimeoutMs: 'REQUEST_TIMEOUT_MS',
  siteUrl: 'SITE_URL',
  smtpUrl: 'SMTP_URL',
  notifyEmail: 'NOTIFY_EMAIL',
  notifyWebhookUrl: 'NOTIFY_WEBHOOK_URL',
  notifyRetryBaseMs: 'NOTIFY_RETRY_BASE_MS',
  notifyRetryMaxMs: 'NOTIFY_RETRY_MAX_MS',
  adminUser: 'ADMIN_USER',
  adminPassword: 'ADMIN_PASSWORD',
} as const satisfies Record<keyof AppConfig, string>;

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

const FLAG_VALUES: Record<string, boolean> = { '1': true, true: true, yes: true, on: true, '0': false, false: false, no: false, off: false };

/** TRUST_PROXY: empty/0/false = off; a number = that many hops; otherwise a comma list of addresses. */
function parseTrustProxy(raw: string): unknown {
  const value = raw.trim().toLowerCase();
  if (value === '' || value === '0' || value === 'false' || value === 'off') return false;
  if (/^\d+$/.test(value)) return Number(value);
  if (value === 'true' || value === 'yes' || value === '*') {
    throw new ConfigError('TRUST_PROXY=true would trust every X-Forwarded-For hop, so any client could choose its own address: give the number of proxies in front of the server (e.g. 1) or their addresses (e.g. 10.0.0.2,10.0.1.0/24).');
  }
  const list = value.split(',').map((a) => a.trim()).filter(Boolean);
  const bad = list.find((entry) => !isIP(entry.replace(/\/\d{1,3}$/, '')));
  if (bad) throw new ConfigError(`TRUST_PROXY: "${bad}" is neither a hop count nor an IP address or CIDR range.`);
  return list;
}

function fromEnvironment(key: keyof AppConfig, raw: string): unknown {
  if (key === 'trustProxy') return parseTrustProxy(raw);
  const expected = configSchema.shape[key].def.innerType;
  if (expected instanceof z.ZodBoolean) {
    const flag = FLAG_VALUES[raw.trim().toLowerCase()];
    if (flag === undefined) throw new ConfigError(`${ENV_NAMES[key]}: "${raw}" is not 1/0, true/false, yes/no or on/off.`);
    return flag;
  }
  if (expected instanceof z.ZodNumber) return raw.trim() === '' ? Number.NaN : Number(raw);
  return raw;
}

/** Validates settings given in code, filling in the defaults. */
export function resolveConfig(input: AppConfigInput = {}): AppConfig {
  const result = configSchema.safeParse(input);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => {
    const key = issue.path[0] as keyof AppConfig;
    return `${ENV_NAMES[key] ?? String(key)}: ${issue.message}`;
  });
  throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
}

/** Reads the settings from environment variables (unset or empty = default). Paths resolve from the project root. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const input: Record<string, unknown> = {};
  for (const [key, name] of Object.entries(ENV_NAMES) as Array<[keyof AppConfig, string]>) {
    const raw = env[name];
    if (raw === undefined || raw === '') continue;
    input[key] = fromEnvironment(key, raw);
  }
  for (const key of ['dataDir', 'distDir', 'contentDir'] as const) {
    if (typeof input[key] === 'string') input[key] = resolve(projectRoot, input[key]);
  }
  input.distDir ??= resolve(projectRoot, 'dist');
  return resolveConfig(input as AppConfigInput);
}
