import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { isAbsolute, join, resolve } from 'node:path';
import { z } from 'zod';

const repoRoot = resolve(new URL('../../..', import.meta.url).pathname);

const flag = (fallback: boolean) =>
  z
    .enum(['0', '1', 'true', 'false', 'yes', 'no'])
    .optional()
    .transform((value) => (value === undefined ? fallback : ['1', 'true', 'yes'].includes(value)));

const list = z
  .string()
  .optional()
  .transform((value) =>
    (value ?? '')
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean),
  );

/**
 * Every environment variable the server reads (docs/server.md lists them with their defaults; docs/operations.md and
 * docs/payments.md list those of operations and payments).
 */
const environment = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8787),
  HOST: z.string().default('127.0.0.1'),
  MEDIAKIT_DATA_DIR: z.string().optional(),
  DATABASE_URL: z.string().optional(),
  MEDIAKIT_WORKERS: z.coerce.number().int().min(0).max(64).default(1),
  MEDIAKIT_PUBLIC_URL: z.string().url().optional(),
  MEDIAKIT_TRUSTED_PROXIES: list,
  MEDIAKIT_HEALTH_PORT: z.coerce.number().int().min(0).max(65535).default(8788),
  MEDIAKIT_SHUTDOWN_GRACE_SECONDS: z.coerce.number().min(0).max(3600).default(10),
  MEDIAKIT_SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().min(1).max(3600).default(30),
  MEDIAKIT_SECRET: z.string().min(32).optional(),
  MEDIAKIT_CORS_ORIGINS: list,
  MEDIAKIT_STORAGE: z.enum(['local', 's3']).default('local'),
  MEDIAKIT_S3_BUCKET: z.string().optional(),
  MEDIAKIT_S3_ENDPOINT: z.string().url().optional(),
  MEDIAKIT_S3_REGION: z.string().default('us-east-1'),
  MEDIAKIT_S3_ACCESS_KEY_ID: z.string().optional(),
  MEDIAKIT_S3_SECRET_ACCESS_KEY: z.string().optional(),
  MEDIAKIT_S3_FORCE_PATH_STYLE: flag(true),
  MEDIAKIT_ALLOW_LOCAL_URLS: flag(false),
  MEDIAKIT_GOOGLE_CLIENT_ID: z.string().optional(),
  MEDIAKIT_GOOGLE_JWKS_URL: z.string().url().default('https://www.googleapis.com/oauth2/v3/certs'),
  MEDIAKIT_TOKEN_TTL_DAYS: z.coerce.number().positive().default(30),
  MEDIAKIT_SIGNUP_CREDITS: z.coerce.number().int().min(0).default(50),
  MEDIAKIT_SEED_DEMO: flag(true),
  MEDIAKIT_HOST_DIR: z.string().optional(),
  MEDIAKIT_RATE_LIMITS: flag(true),
  MEDIAKIT_LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  MEDIAKIT_JOB_TIMEOUT_SECONDS: z.coerce.number().int().min(10).default(900),
  MEDIAKIT_WEBHOOK_RETRY_SECONDS: z
    .string()
    .regex(/^\s*\d+(\s*,\s*\d+)*\s*$/, 'a comma-separated list of seconds')
    .default('10,60,300,1800'),
  MEDIAKIT_WEBHOOK_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(60).default(10),
  MEDIAKIT_WEBHOOK_POLL_MS: z.coerce.number().int().min(50).default(1000),
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_(test|live)_/, 'a Stripe secret key (sk_test_… or sk_live_…)')
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_/, 'a webhook signing secret (whsec_…)')
    .optional(),
  /** Another Stripe API base, e.g. http://127.0.0.1:12111 (a stand-in in tests). */
  STRIPE_API_BASE: z.string().url().optional(),
});

export type Environment = z.infer<typeof environment>;

export interface StorageConfig {
  kind: 'local' | 's3';
  /** Local: the folder for media files. */
  directory: string;
  s3?: {
    bucket: string;
    endpoint?: string;
    region: string;
    accessKeyId?: string;
    secretAccessKey?: string;
    forcePathStyle: boolean;
  };
}

export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  workers: number;
  /** Where clients reach this server: media links are built on it. */
  publicUrl: string | undefined;
  /**
   * Addresses (IPs or CIDR ranges) of the load balancers in front of this node: only their X-Forwarded-For is
   * believed (rate limits count the client's address); empty, the peer's own address counts.
   */
  trustedProxies: string[];
  /** Worker-only nodes: the port of their health, readiness and metrics (API nodes serve them on `port`). */
  healthPort: number;
  /**
   * Shutdown (SIGTERM): a worker lets its running jobs finish for `graceSeconds`, then hands them back to the queue;
   * the process exits after `timeoutSeconds` whatever is still running.
   */
  shutdown: { graceSeconds: number; timeoutSeconds: number };
  /** This process's own temporary folder (uploads, job work folders): swept at start when its process is gone. */
  tmpDir: string;
  secret: string;
  corsOrigins: string[];
  storage: StorageConfig;
  allowLocalUrls: boolean;
  google: { clientId: string | undefined; jwksUrl: string };
  tokenTtlMs: number;
  signupCredits: number;
  seedDemo: boolean;
  hostDir: string | undefined;
  rateLimits: boolean;
  logLevel: Environment['MEDIAKIT_LOG_LEVEL'];
  jobTimeoutSeconds: number;
  /** Outgoing webhooks: the delays between attempts (one more attempt than delays), each POST's time limit, polling. */
  webhooks: { retryDelaysSeconds: number[]; timeoutMs: number; pollMs: number };
  /** The MEDIAKIT_* variables the engines read (MEDIAKIT_ENGINE_<TOOL>, provider keys and URLs). */
  engineEnvironment: Record<string, string | undefined>;
  /** Stripe, when its secret key is set; else the built-in test payment engine. */
  stripe:
    | { secretKey: string; webhookSecret: string; api?: { host: string; port: number; protocol: 'http' | 'https' } }
    | undefined;
}

/** The signing secret: from the environment, else one generated on first start and kept in the data dir. */
function secretFor(dataDir: string, given: string | undefined): string {
  if (given) return given;
  const file = join(dataDir, 'secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

/** The name of this process's temporary folder: its host and pid, so a later start can tell whose it was. */
export const temporaryFolderTag = (pid = process.pid) => `${hostname()}.${pid}`;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export function loadConfig(env: Record<string, string | undefined> = process.env): ServerConfig {
  const parsed = environment.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new ConfigError(`Invalid server configuration: ${problems}`);
  }
  const e = parsed.data;
  const dataDirSetting = e.MEDIAKIT_DATA_DIR ?? '.mediakit';
  const dataDir = isAbsolute(dataDirSetting) ? dataDirSetting : join(repoRoot, dataDirSetting);
  mkdirSync(dataDir, { recursive: true });
  if (e.MEDIAKIT_STORAGE === 's3' && !e.MEDIAKIT_S3_BUCKET) {
    throw new ConfigError('Invalid server configuration: MEDIAKIT_S3_BUCKET is required with MEDIAKIT_STORAGE=s3');
  }
  if (e.STRIPE_SECRET_KEY && !e.STRIPE_WEBHOOK_SECRET) {
    throw new ConfigError(
      'Invalid server configuration: STRIPE_WEBHOOK_SECRET is required with STRIPE_SECRET_KEY (see docs/payments.md)',
    );
  }
  const stripeApi = e.STRIPE_API_BASE ? new URL(e.STRIPE_API_BASE) : undefined;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    workers: e.MEDIAKIT_WORKERS,
    publicUrl: e.MEDIAKIT_PUBLIC_URL?.replace(/\/+$/, ''),
    trustedProxies: e.MEDIAKIT_TRUSTED_PROXIES,
    healthPort: e.MEDIAKIT_HEALTH_PORT,
    shutdown: {
      graceSeconds: e.MEDIAKIT_SHUTDOWN_GRACE_SECONDS,
      timeoutSeconds: e.MEDIAKIT_SHUTDOWN_TIMEOUT_SECONDS,
    },
    tmpDir: join(dataDir, 'tmp', temporaryFolderTag()),
    secret: secretFor(dataDir, e.MEDIAKIT_SECRET),
    corsOrigins: e.MEDIAKIT_CORS_ORIGINS.length
      ? e.MEDIAKIT_CORS_ORIGINS
      : ['http://127.0.0.1:5173', 'http://localhost:5173', 'http://127.0.0.1:4173', 'http://localhost:4173'],
    storage: {
      kind: e.MEDIAKIT_STORAGE,
      directory: join(dataDir, 'media'),
      ...(e.MEDIAKIT_STORAGE === 's3' && e.MEDIAKIT_S3_BUCKET
        ? {
            s3: {
              bucket: e.MEDIAKIT_S3_BUCKET,
              endpoint: e.MEDIAKIT_S3_ENDPOINT,
              region: e.MEDIAKIT_S3_REGION,
              accessKeyId: e.MEDIAKIT_S3_ACCESS_KEY_ID,
              secretAccessKey: e.MEDIAKIT_S3_SECRET_ACCESS_KEY,
              forcePathStyle: e.MEDIAKIT_S3_FORCE_PATH_STYLE,
            },
          }
        : {}),
    },
    allowLocalUrls: e.MEDIAKIT_ALLOW_LOCAL_URLS,
    google: { clientId: e.MEDIAKIT_GOOGLE_CLIENT_ID, jwksUrl: e.MEDIAKIT_GOOGLE_JWKS_URL },
    tokenTtlMs: e.MEDIAKIT_TOKEN_TTL_DAYS * 24 * 60 * 60 * 1000,
    signupCredits: e.MEDIAKIT_SIGNUP_CREDITS,
    seedDemo: e.MEDIAKIT_SEED_DEMO,
    hostDir: e.MEDIAKIT_HOST_DIR ? resolve(repoRoot, e.MEDIAKIT_HOST_DIR) : undefined,
    rateLimits: e.MEDIAKIT_RATE_LIMITS,
    logLevel: e.MEDIAKIT_LOG_LEVEL,
    jobTimeoutSeconds: e.MEDIAKIT_JOB_TIMEOUT_SECONDS,
    webhooks: {
      retryDelaysSeconds: e.MEDIAKIT_WEBHOOK_RETRY_SECONDS.split(',').map((value) => Number(value.trim())),
      timeoutMs: e.MEDIAKIT_WEBHOOK_TIMEOUT_SECONDS * 1000,
      pollMs: e.MEDIAKIT_WEBHOOK_POLL_MS,
    },
    engineEnvironment: Object.fromEntries(Object.entries(env).filter(([name]) => name.startsWith('MEDIAKIT_'))),
    stripe:
      e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET
        ? {
            secretKey: e.STRIPE_SECRET_KEY,
            webhookSecret: e.STRIPE_WEBHOOK_SECRET,
            ...(stripeApi
              ? {
                  api: {
                    host: stripeApi.hostname,
                    port: Number(stripeApi.port || (stripeApi.protocol === 'https:' ? 443 : 80)),
                    protocol: stripeApi.protocol === 'https:' ? ('https' as const) : ('http' as const),
                  },
                }
              : {}),
          }
        : undefined,
  };
}

export { repoRoot };
