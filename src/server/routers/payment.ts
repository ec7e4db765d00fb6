import { paginated, paginationInput } from '../../shared/schemas/common';
import { walletTransactionSchema } from '../../shared/schemas/wallet';
import { snakeKeys } from '../../shared/wire/case';
import { walletPageWire } from '../../shared/wire/tournaments';
import { permissionProcedure, router } from '../trpc';

export const paymentRouter = router({
  histories: permissionProcedure('profile.all')
    .input(paginationInput)
    .output(paginated(walletTransactionSchema))
    .query(({ ctx, input }) =>
      ctx.api.get('/v1/wallet/transactions', walletPageWire, snakeKeys(input)),
    ),
});
