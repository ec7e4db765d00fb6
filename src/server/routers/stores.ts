import { listStoresInput } from '../../shared/schemas/stores';
import { forward } from '../forward';
import { router } from '../trpc';

export const storesRouter = router({
  /** Clubs by city then name, each with its next tournaments; filtered by search and city. */
  list: forward('stores.list', { input: listStoresInput.optional() }),

  /** The cities that have clubs, for the city filter. */
  cities: forward('stores.cities'),
});
