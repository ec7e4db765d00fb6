import { parseOrigins } from '../shared/origins';
import { allowsDevShortcuts, runModeOf } from '../shared/run-mode';
import { logger } from './logger';
import { startServer } from './server';

const env = process.env;
const mode = runModeOf(env);
const shortcuts = allowsDevShortcuts(mode);

// Emulator ID tokens are unsigned: accepting them in production would let anyone sign in.
if (!shortcuts && env.FIREBASE_AUTH_EMULATOR_HOST) {
  logger.fatal(
    'FIREBASE_AUTH_EMULATOR_HOST must not be set in production (APP_MODE=demo or development allows it)',
  );
  process.exit(1);
}

// An empty database gets the demo accounts only when asked: by demo and development modes, or
// by SEED=demo. A production start never creates `operator / Operator@123` by itself.
const seed = (env.SEED ?? (shortcuts ? 'demo' : 'none')) === 'demo' ? 'demo' : 'none';
// A demo on a laptop is not published to the café's Wi-Fi unless HOST says so.
const host = env.HOST?.trim() || (shortcuts ? '127.0.0.1' : '0.0.0.0');

/** A list of origins from the environment; a wrong entry stops the start rather than be guessed. */
function originsFrom(name: string, options: { httpsOnly?: boolean } = {}): string[] {
  const { origins, invalid } = parseOrigins(env[name], options);
  if (invalid.length > 0) {
    logger.fatal(
      { [name]: invalid },
      `${name} holds entries that are not ${options.httpsOnly ? 'https ' : ''}origins`,
    );
    process.exit(1);
  }
  return origins;
}

/** Express's `trust proxy`: `true`, a hop count (`1`), or addresses/names (`loopback, 10.0.0.0/8`). */
function trustProxy(value: string | undefined): boolean | number | string {
  if (!value || value === 'false') return false;
  if (value === 'true') return true;
  return /^\d+$/.test(value) ? Number(value) : value;
}
const server = await startServer({
  port: env.PORT ? Number(env.PORT) : 3000,
  host,
  appApiBaseUrl: env.APP_API_BASE_URL || undefined,
  databaseUrl: env.DATABASE_URL || undefined,
  seed,
  offerDemoAccounts: shortcuts && seed === 'demo',
  trustProxy: trustProxy(env.TRUST_PROXY),
  redisUrl: env.REDIS_URL || undefined,
  publicReadCacheMs: env.PUBLIC_READ_CACHE_MS ? Number(env.PUBLIC_READ_CACHE_MS) : undefined,
  publicOrigins: originsFrom('PUBLIC_ORIGIN'),
  imageOrigins: originsFrom('IMAGE_ORIGINS', { httpsOnly: true }),
  appApiAccess: env.APP_API_ACCESS?.trim() === 'loopback' ? 'loopback' : 'public',
  firstScreenBudgetMs: env.FIRST_SCREEN_BUDGET_MS ? Number(env.FIRST_SCREEN_BUDGET_MS) : undefined,
});
// For the person at the terminal (and the tests that read the port), not for the log. One write,
// so a reader that sees the address sees the mode's warning with it.
const modeNotice = shortcuts
  ? `Chế độ ${mode === 'demo' ? 'demo' : 'phát triển'} (APP_MODE=${mode}): dữ liệu mẫu, khoá webhook ` +
    `và Firebase emulator dành cho thử nghiệm; chỉ nghe trên ${host}` +
    (env.HOST ? '.' : ' (đặt HOST=0.0.0.0 để mở cho mạng).') +
    ' Khi triển khai thật, bỏ APP_MODE.\n'
  : '';
process.stderr.write(`BidaHub đang chạy tại ${server.url}\n${modeNotice}`);
logger.info({ mode, host, seed }, 'run mode');

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
