import { startServer, type RunningServer } from '../../src/server/server';
import type { CircuitBreakerOptions } from '../../src/server/upstream/client';
import type { FakeUpstream } from './fake-upstream';

/** The whole BFF on a free port, calling `upstream` (a fake remote one), without the client. */
export function startBffOver(
  upstream: FakeUpstream,
  breaker: CircuitBreakerOptions,
): Promise<RunningServer> {
  return startServer({
    port: 0,
    host: '127.0.0.1',
    appApiBaseUrl: upstream.baseUrl,
    clientDir: null,
    upstreamTimeoutMs: 2_000,
    upstreamBreaker: breaker,
  });
}
