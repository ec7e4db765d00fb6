import { configWire } from '../../shared/wire/config';
import type { UpstreamClient } from './client';

/** Round-trip time of the cheapest upstream call, or null when it does not answer. */
export async function probeUpstream(upstream: UpstreamClient): Promise<number | null> {
  const started = performance.now();
  try {
    await upstream.request({ method: 'GET', path: '/v1/config', schema: configWire });
    return Math.round((performance.now() - started) * 100) / 100;
  } catch {
    return null;
  }
}
