import { tracked } from '@trpc/server';
import { byIdInput, paginationInput } from '../../shared/schemas/common';
import {
  bankTransfersInput,
  historiesExportSchema,
  historiesInput,
  historyFilters,
  operatorPayoutsInput,
  payoutResultSchema,
  requestPayoutInput,
  type Topup,
} from '../../shared/schemas/payments';
import { forward } from '../forward';
import { ledgerCsv } from '../ledger-csv';
import { wakeUps } from '../live/wake-ups';
import { procedureFor, router } from '../trpc';

/** How often a waiting top-up is re-read when no event says it changed (a remote upstream). */
const TOPUP_POLL_MS = 3_000;

export const paymentRouter = router({
  /** Packages, limits and the operator's bank account. */
  config: forward('payment.config'),

  /** A pending top-up with its unique memo and VietQR code. */
  createTopup: forward('payment.createTopup'),

  topups: forward('payment.topups', { input: paginationInput }),
  topup: forward('payment.topup'),

  /**
   * The top-up now, then again whenever it changes, until it is paid (an expired one may still
   * be, by a late transfer of its exact amount). The embedded upstream announces a confirmed
   * transfer on the user's topic; a remote one is re-read.
   */
  onTopup: procedureFor('payment.onTopup')
    .input(byIdInput)
    .subscription(async function* ({ ctx, input, signal }) {
      const stop = signal ?? new AbortController().signal;
      let shown: Topup | null = null;
      for await (const _wake of wakeUps(ctx.bus, `user:${ctx.user.id}`, stop, TOPUP_POLL_MS)) {
        const topup = await ctx.api('payment.topup', { params: input });
        if (topup.status !== shown?.status) yield tracked(`${topup.id}:${topup.status}`, topup);
        shown = topup;
        if (topup.status === 'paid') break;
      }
    }),

  histories: forward('payment.histories', { input: historiesInput }),

  /** The whole filtered history as CSV (the upstream caps it at 10 000 rows). */
  exportHistories: procedureFor('payment.exportHistories')
    .input(historyFilters)
    .output(historiesExportSchema)
    .query(async ({ ctx, input }) => {
      const rows = await ctx.api('payment.exportHistories', { query: input });
      const range = [input.from, input.to].filter(Boolean).join('_');
      return {
        filename: `bidahub-lich-su-giao-dich${range ? `_${range}` : ''}.csv`,
        csv: ledgerCsv(rows),
      };
    }),

  methods: forward('payment.methods'),
  addMethod: forward('payment.addMethod'),
  setDefaultMethod: forward('payment.setDefaultMethod'),
  removeMethod: forward('payment.removeMethod'),
  payouts: forward('payment.payouts', { input: paginationInput }),
  /** One of the caller's withdrawals (the wallet page shows it when a history row links it). */
  payout: forward('payment.payout'),

  /** Coins leave the wallet now; the operator pays the default account or returns them. */
  requestPayout: procedureFor('payment.requestPayout')
    .input(requestPayoutInput)
    .output(payoutResultSchema)
    .mutation(async ({ ctx, input }) => {
      const result = await ctx.api('payment.requestPayout', { body: input });
      ctx.bus.publish(`user:${ctx.user.id}`);
      return result;
    }),

  operatorPayouts: forward('payment.operatorPayouts', { input: operatorPayoutsInput }),
  /** The player whose coins were paid out or returned sees it at once. */
  decidePayout: forward('payment.decidePayout', {
    publishes: (_, payout) => [`user:${payout.player.id}`],
  }),
  bankTransfers: forward('payment.bankTransfers', { input: bankTransfersInput }),
});
