import { z } from '../../shared/zod';
import { storeSchema } from '../../shared/schemas/stores';
import { storeListWire } from '../../shared/wire/tournaments';
import { publicProcedure, router } from '../trpc';

export const storesRouter = router({
  list: publicProcedure
    .output(z.array(storeSchema))
    .query(({ ctx }) => ctx.api.get('/v1/stores', storeListWire)),
});
