import { z } from '../../shared/zod';
import { listStoresInput, storeListItemSchema } from '../../shared/schemas/stores';
import { cityListWire, storeItemListWire } from '../../shared/wire/players';
import { publicProcedure, router } from '../trpc';

export const storesRouter = router({
  /** Clubs by city then name, each with its next tournaments; filtered by search and city. */
  list: publicProcedure
    .input(listStoresInput.optional())
    .output(z.array(storeListItemSchema))
    .query(({ ctx, input }) => ctx.api.getPublic('/v1/stores', storeItemListWire, input ?? {})),

  /** The cities that have clubs, for the city filter. */
  cities: publicProcedure
    .output(z.array(z.string()))
    .query(({ ctx }) => ctx.api.getPublic('/v1/stores/cities', cityListWire)),
});
