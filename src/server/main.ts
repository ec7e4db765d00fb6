import { logger } from './logger';
import { startServer } from './server';

const env = process.env;

// Emulator ID tokens are unsigned: accepting them in production would let anyone sign in.
if (env.NODE_ENV === 'production' && env.FIREBASE_AUTH_EMULATOR_HOST) {
  logger.fatal('FIREBASE_AUTH_EMULATOR_HOST must not be set when NODE_ENV=production');
  process.exit(1);
}

const seed = env.SEED === 'none' ? 'none' : 'demo';

/** Express's `trust proxy`: `true`, a hop count (`1`), or addresses/names (`loopback, 10.0.0.0/8`). */
function trustProxy(value: string | undefined): boolean | number | string {
  if (!value || value === 'false') return false;
  if (value === 'true') return true;
  return /^\d+$/.test(value) ? Number(value) : value;
}
const server = await startServer({
  port: env.PORT ? Number(env.PORT) : 3000,
  appApiBaseUrl: env.APP_API_BASE_URL || undefined,
  databaseUrl: env.DATABASE_URL || undefined,
  seed,
  trustProxy: trustProxy(env.TRUST_PROXY),
  redisUrl: env.REDIS_URL || undefined,
  publicReadCacheMs: env.PUBLIC_READ_CACHE_MS ? Number(env.PUBLIC_READ_CACHE_MS) : undefined,
});
console.warn(`BidaHub đang chạy tại ${server.url}`);

let stopping = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  });
}
