import { TRPCError } from '@trpc/server';
import { hasPermission } from '../../shared/permissions';
import { systemInfoSchema } from '../../shared/schemas/system';
import { publicProcedure, router } from '../trpc';
import { probeUpstream } from '../upstream/probe';

export const systemRouter = router({
  info: publicProcedure.output(systemInfoSchema).query(async ({ ctx }) => {
    if (!ctx.system)
      throw new TRPCError({ code: 'NOT_FOUND', message: 'Không có thông tin hệ thống' });
    const [latencyMs, user] = await Promise.all([probeUpstream(ctx.upstream), ctx.getUser()]);
    return {
      buildId: ctx.system.buildId,
      upstream: { mode: ctx.system.upstreamMode, reachable: latencyMs !== null, latencyMs },
      database: { kind: ctx.system.databaseKind },
      uptimeSeconds: Math.round((Date.now() - ctx.system.startedAt) / 1000),
      runtime: hasPermission(user, 'payment.manage')
        ? { version: ctx.system.version, nodeVersion: process.version }
        : null,
    };
  }),
});
