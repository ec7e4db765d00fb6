import { z } from '../../shared/zod';
import { listStoresInput, storeListItemSchema } from '../../shared/schemas/stores';
import { procedureFor, router } from '../trpc';

export const storesRouter = router({
  /** Clubs by city then name, each with its next tournaments; filtered by search and city. */
  list: procedureFor('stores.list')
    .input(listStoresInput.optional())
    .output(z.array(storeListItemSchema))
    .query(({ ctx, input }) => ctx.api('stores.list', { query: input ?? {} })),

  /** The cities that have clubs, for the city filter. */
  cities: procedureFor('stores.cities')
    .output(z.array(z.string()))
    .query(({ ctx }) => ctx.api('stores.cities')),
});
