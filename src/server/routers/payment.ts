import { tracked } from '@trpc/server';
import { z } from '../../shared/zod';
import { byIdInput, paginated, paginationInput } from '../../shared/schemas/common';
import {
  addPayoutMethodInput,
  bankTransferSchema,
  bankTransfersInput,
  createTopupInput,
  decidePayoutInput,
  historiesExportSchema,
  historiesInput,
  historyFilters,
  operatorPayoutSchema,
  operatorPayoutsInput,
  payoutMethodSchema,
  payoutResultSchema,
  payoutSchema,
  requestPayoutInput,
  topupSchema,
  walletConfigSchema,
  type Topup,
} from '../../shared/schemas/payments';
import { walletTransactionSchema } from '../../shared/schemas/wallet';
import { deepSnakeKeys, snakeKeys } from '../../shared/wire/case';
import {
  bankTransferPageWire,
  operatorPayoutPageWire,
  operatorPayoutWire,
  payoutMethodListWire,
  payoutPageWire,
  payoutResultWire,
  payoutWire,
  topupPageWire,
  topupWire,
  walletConfigWire,
  walletTransactionListWire,
} from '../../shared/wire/payments';
import { walletPageWire } from '../../shared/wire/tournaments';
import { ledgerCsv } from '../ledger-csv';
import { authedProcedure, permissionProcedure, publicProcedure, router } from '../trpc';

/** How often a waiting top-up is re-read when no event says it changed (a remote upstream). */
const TOPUP_POLL_MS = 3_000;

const organiser = permissionProcedure('tournament.create');
const operator = permissionProcedure('payment.manage');
const methodPath = (id: number, action = '') => `/v1/wallet/payout-methods/${id}${action}`;

/** Resolves after `ms`, or at once when `signal` aborts. */
function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
  });
}

export const paymentRouter = router({
  /** Packages, limits and the operator's bank account. */
  config: publicProcedure
    .output(walletConfigSchema)
    .query(({ ctx }) => ctx.api.get('/v1/wallet/config', walletConfigWire)),

  /** A pending top-up with its unique memo and VietQR code. */
  createTopup: authedProcedure
    .input(createTopupInput)
    .output(topupSchema)
    .mutation(({ ctx, input }) => ctx.api.post('/v1/wallet/topups', topupWire, input)),

  topups: authedProcedure
    .input(paginationInput)
    .output(paginated(topupSchema))
    .query(({ ctx, input }) => ctx.api.get('/v1/wallet/topups', topupPageWire, snakeKeys(input))),

  topup: authedProcedure
    .input(byIdInput)
    .output(topupSchema)
    .query(({ ctx, input }) => ctx.api.get(`/v1/wallet/topups/${input.id}`, topupWire)),

  /**
   * The top-up now, then again whenever it changes, until it is paid (an expired one may still
   * be, by a late transfer of its exact amount). The embedded upstream announces a confirmed
   * transfer on the user's topic; a remote one is re-read.
   */
  onTopup: authedProcedure.input(byIdInput).subscription(async function* ({ ctx, input, signal }) {
    const stop = signal ?? new AbortController().signal;
    const read = () => ctx.api.get(`/v1/wallet/topups/${input.id}`, topupWire);
    // Listening before the first read: a confirmation between the two is not missed. Aborted on
    // the way out, since `events.return()` would wait for the pending `next()` forever.
    const listening = new AbortController();
    const topic = ctx.bus.subscribe(
      `user:${ctx.user.id}`,
      AbortSignal.any([stop, listening.signal]),
    );
    const events = topic[Symbol.asyncIterator]();
    let nextEvent = events.next();
    try {
      let topup: Topup = await read();
      yield tracked(`${topup.id}:${topup.status}`, topup);
      while (topup.status !== 'paid' && !stop.aborted) {
        const wake = new AbortController();
        const evented = await Promise.race([
          nextEvent.then(() => true),
          pause(TOPUP_POLL_MS, AbortSignal.any([stop, wake.signal])).then(() => false),
        ]);
        wake.abort();
        if (evented) nextEvent = events.next();
        if (stop.aborted) break;
        const current = await read();
        if (current.status !== topup.status)
          yield tracked(`${current.id}:${current.status}`, current);
        topup = current;
      }
    } finally {
      listening.abort();
    }
  }),

  histories: permissionProcedure('profile.all')
    .input(historiesInput)
    .output(paginated(walletTransactionSchema))
    .query(({ ctx, input }) =>
      ctx.api.get('/v1/wallet/transactions', walletPageWire, snakeKeys(input)),
    ),

  /** The whole filtered history as CSV (the upstream caps it at 10 000 rows). */
  exportHistories: permissionProcedure('profile.all')
    .input(historyFilters)
    .output(historiesExportSchema)
    .query(async ({ ctx, input }) => {
      const rows = await ctx.api.get(
        '/v1/wallet/transactions/export',
        walletTransactionListWire,
        snakeKeys(input),
      );
      const range = [input.from, input.to].filter(Boolean).join('_');
      return {
        filename: `bidahub-lich-su-giao-dich${range ? `_${range}` : ''}.csv`,
        csv: ledgerCsv(rows),
      };
    }),

  methods: organiser
    .output(z.array(payoutMethodSchema))
    .query(({ ctx }) => ctx.api.get('/v1/wallet/payout-methods', payoutMethodListWire)),

  addMethod: organiser
    .input(addPayoutMethodInput)
    .output(z.array(payoutMethodSchema))
    .mutation(({ ctx, input }) =>
      ctx.api.post('/v1/wallet/payout-methods', payoutMethodListWire, deepSnakeKeys(input)),
    ),

  setDefaultMethod: organiser
    .input(byIdInput)
    .output(z.array(payoutMethodSchema))
    .mutation(({ ctx, input }) =>
      ctx.api.put(methodPath(input.id, '/default'), payoutMethodListWire),
    ),

  removeMethod: organiser
    .input(byIdInput)
    .output(z.array(payoutMethodSchema))
    .mutation(({ ctx, input }) => ctx.api.delete(methodPath(input.id), payoutMethodListWire)),

  payouts: organiser
    .input(paginationInput)
    .output(paginated(payoutSchema))
    .query(({ ctx, input }) => ctx.api.get('/v1/wallet/payouts', payoutPageWire, snakeKeys(input))),

  /** One of the caller's withdrawals (the wallet page shows it when a history row links it). */
  payout: organiser
    .input(byIdInput)
    .output(payoutSchema)
    .query(({ ctx, input }) => ctx.api.get(`/v1/wallet/payouts/${input.id}`, payoutWire)),

  /** Coins leave the wallet now; the operator pays the default account or returns them. */
  requestPayout: organiser
    .input(requestPayoutInput)
    .output(payoutResultSchema)
    .mutation(async ({ ctx, input }) => {
      const result = await ctx.api.post(
        '/v1/wallet/payouts',
        payoutResultWire,
        deepSnakeKeys(input),
      );
      ctx.bus.publish(`user:${ctx.user.id}`);
      return result;
    }),

  operatorPayouts: operator
    .input(operatorPayoutsInput)
    .output(paginated(operatorPayoutSchema))
    .query(({ ctx, input }) =>
      ctx.api.get('/v1/operator/payouts', operatorPayoutPageWire, snakeKeys(input)),
    ),

  decidePayout: operator
    .input(decidePayoutInput)
    .output(operatorPayoutSchema)
    .mutation(async ({ ctx, input: { id, ...body } }) => {
      const payout = await ctx.api.post(
        `/v1/operator/payouts/${id}/decision`,
        operatorPayoutWire,
        body,
      );
      ctx.bus.publish(`user:${payout.player.id}`);
      return payout;
    }),

  bankTransfers: operator
    .input(bankTransfersInput)
    .output(paginated(bankTransferSchema))
    .query(({ ctx, input }) =>
      ctx.api.get('/v1/operator/bank-transfers', bankTransferPageWire, snakeKeys(input)),
    ),
});
