import { createTRPCQueryUtils } from '@trpc/react-query';
import { createQueryClient } from '../lib/query-client';
import { createTrpcClient } from '../lib/trpc';

/**
 * The page's one query cache and tRPC client, made before React renders so the first screen's
 * reads can start at once (main.tsx), and `queryUtils` to start reads outside components.
 */
export const queryClient = createQueryClient();
export const trpcClient = createTrpcClient();
export const queryUtils = createTRPCQueryUtils({ queryClient, client: trpcClient });
