import { upstreamCallOf, type UpstreamClient } from './client';

/** Round-trip time of the cheapest upstream call (the contract's `config.get`), or null. */
export async function probeUpstream(upstream: UpstreamClient): Promise<number | null> {
  const started = performance.now();
  try {
    await upstream.request(upstreamCallOf('config.get', {}));
    return Math.round((performance.now() - started) * 100) / 100;
  } catch {
    return null;
  }
}
