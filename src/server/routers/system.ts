import { TRPCError } from '@trpc/server';
import { systemInfoSchema, systemRuntimeSchema } from '../../shared/schemas/system';
import { procedureFor, router } from '../trpc';
import { probeUpstream } from '../upstream/probe';

const NO_SYSTEM = 'Không có thông tin hệ thống';

export const systemRouter = router({
  info: procedureFor('system.info')
    .output(systemInfoSchema)
    .query(async ({ ctx }) => {
      if (!ctx.system) throw new TRPCError({ code: 'NOT_FOUND', message: NO_SYSTEM });
      const latencyMs = await probeUpstream(ctx.upstream);
      return {
        buildId: ctx.system.buildId,
        upstream: { mode: ctx.system.upstreamMode, reachable: latencyMs !== null, latencyMs },
        database: { kind: ctx.system.databaseKind },
        uptimeSeconds: Math.round((Date.now() - ctx.system.startedAt) / 1000),
      };
    }),

  /** The software versions, for the operator (the table in src/shared/permissions.ts). */
  runtime: procedureFor('system.runtime')
    .output(systemRuntimeSchema)
    .query(({ ctx }) => {
      if (!ctx.system) throw new TRPCError({ code: 'NOT_FOUND', message: NO_SYSTEM });
      return { version: ctx.system.version, nodeVersion: process.version };
    }),
});
