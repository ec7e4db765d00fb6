import { z } from '../zod';

export const systemInfoSchema = z.object({
  buildId: z.string(),
  version: z.string(),
  upstream: z.object({
    mode: z.enum(['embedded', 'remote']),
    reachable: z.boolean(),
    latencyMs: z.number().nullable(),
  }),
  database: z.object({ kind: z.enum(['pglite', 'postgres']).nullable() }),
  uptimeSeconds: z.number(),
  nodeVersion: z.string(),
});
export type SystemInfoOutput = z.infer<typeof systemInfoSchema>;
