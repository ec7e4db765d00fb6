import { listToursInput, updateTourInput } from '../../shared/schemas/tours';
import { forward } from '../forward';
import { router } from '../trpc';

// Ranking tours (issue 42): the table is the upstream's reckoning from the events' final places,
// so the BFF only forwards; a correction in an event moves it on the next read.
export const toursRouter = router({
  list: forward('tours.list', { input: listToursInput }),
  get: forward('tours.get'),
  standings: forward('tours.standings'),
  create: forward('tours.create'),
  update: forward('tours.update', { input: updateTourInput }),
});
