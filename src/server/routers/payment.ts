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
import { ledgerCsv } from '../ledger-csv';
import { wakeUps } from '../live/wake-ups';
import { procedureFor, router } from '../trpc';

/** How often a waiting top-up is re-read when no event says it changed (a remote upstream). */
const TOPUP_POLL_MS = 3_000;

export const paymentRouter = router({
  /** Packages, limits and the operator's bank account. */
  config: procedureFor('payment.config')
    .output(walletConfigSchema)
    .query(({ ctx }) => ctx.api('payment.config')),

  /** A pending top-up with its unique memo and VietQR code. */
  createTopup: procedureFor('payment.createTopup')
    .input(createTopupInput)
    .output(topupSchema)
    .mutation(({ ctx, input }) => ctx.api('payment.createTopup', { body: input })),

  topups: procedureFor('payment.topups')
    .input(paginationInput)
    .output(paginated(topupSchema))
    .query(({ ctx, input }) => ctx.api('payment.topups', { query: input })),

  topup: procedureFor('payment.topup')
    .input(byIdInput)
    .output(topupSchema)
    .query(({ ctx, input }) => ctx.api('payment.topup', { params: input })),

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

  histories: procedureFor('payment.histories')
    .input(historiesInput)
    .output(paginated(walletTransactionSchema))
    .query(({ ctx, input }) => ctx.api('payment.histories', { query: input })),

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

  methods: procedureFor('payment.methods')
    .output(z.array(payoutMethodSchema))
    .query(({ ctx }) => ctx.api('payment.methods')),

  addMethod: procedureFor('payment.addMethod')
    .input(addPayoutMethodInput)
    .output(z.array(payoutMethodSchema))
    .mutation(({ ctx, input }) => ctx.api('payment.addMethod', { body: input })),

  setDefaultMethod: procedureFor('payment.setDefaultMethod')
    .input(byIdInput)
    .output(z.array(payoutMethodSchema))
    .mutation(({ ctx, input }) => ctx.api('payment.setDefaultMethod', { params: input })),

  removeMethod: procedureFor('payment.removeMethod')
    .input(byIdInput)
    .output(z.array(payoutMethodSchema))
    .mutation(({ ctx, input }) => ctx.api('payment.removeMethod', { params: input })),

  payouts: procedureFor('payment.payouts')
    .input(paginationInput)
    .output(paginated(payoutSchema))
    .query(({ ctx, input }) => ctx.api('payment.payouts', { query: input })),

  /** One of the caller's withdrawals (the wallet page shows it when a history row links it). */
  payout: procedureFor('payment.payout')
    .input(byIdInput)
    .output(payoutSchema)
    .query(({ ctx, input }) => ctx.api('payment.payout', { params: input })),

  /** Coins leave the wallet now; the operator pays the default account or returns them. */
  requestPayout: procedureFor('payment.requestPayout')
    .input(requestPayoutInput)
    .output(payoutResultSchema)
    .mutation(async ({ ctx, input }) => {
      const result = await ctx.api('payment.requestPayout', { body: input });
      ctx.bus.publish(`user:${ctx.user.id}`);
      return result;
    }),

  operatorPayouts: procedureFor('payment.operatorPayouts')
    .input(operatorPayoutsInput)
    .output(paginated(operatorPayoutSchema))
    .query(({ ctx, input }) => ctx.api('payment.operatorPayouts', { query: input })),

  decidePayout: procedureFor('payment.decidePayout')
    .input(decidePayoutInput)
    .output(operatorPayoutSchema)
    .mutation(async ({ ctx, input: { id, ...body } }) => {
      const payout = await ctx.api('payment.decidePayout', { params: { id }, body });
      ctx.bus.publish(`user:${payout.player.id}`);
      return payout;
    }),

  bankTransfers: procedureFor('payment.bankTransfers')
    .input(bankTransfersInput)
    .output(paginated(bankTransferSchema))
    .query(({ ctx, input }) => ctx.api('payment.bankTransfers', { query: input })),
});
