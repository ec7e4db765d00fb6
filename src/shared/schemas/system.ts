import { z } from '../zod';

export const systemInfoSchema = z.object({
  buildId: z.string(),
  upstream: z.object({
    mode: z.enum(['embedded', 'remote']),
    reachable: z.boolean(),
    latencyMs: z.number().nullable(),
  }),
  database: z.object({ kind: z.enum(['pglite', 'postgres']).nullable() }),
  uptimeSeconds: z.number(),
});

/** Software versions, for the operator only: a visitor learns nothing to aim an exploit at. */
export const systemRuntimeSchema = z.object({ version: z.string(), nodeVersion: z.string() });
