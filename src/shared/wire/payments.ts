import { z } from '../zod';
import { paginated } from '../schemas/common';
import {
  addPayoutMethodInput,
  bankTransferSchema,
  createTopupInput,
  decidePayoutInput,
  operatorPayoutSchema,
  payoutMethodSchema,
  payoutResultSchema,
  payoutSchema,
  requestPayoutInput,
  topupSchema,
  topupStatus,
  transferOutcome,
  walletConfigSchema,
} from '../schemas/payments';
import { walletTransactionSchema } from '../schemas/wallet';
import { wireSchema } from './derive';

// Responses
export const walletConfigWire = wireSchema(walletConfigSchema);
export const topupWire = wireSchema(topupSchema);
export const topupPageWire = wireSchema(paginated(topupSchema));
export const walletTransactionListWire = wireSchema(z.array(walletTransactionSchema));
export const walletPageWire = wireSchema(paginated(walletTransactionSchema));
export const payoutMethodListWire = wireSchema(z.array(payoutMethodSchema));
export const payoutWire = wireSchema(payoutSchema);
export const payoutPageWire = wireSchema(paginated(payoutSchema));
export const payoutResultWire = wireSchema(payoutResultSchema);
export const operatorPayoutWire = wireSchema(operatorPayoutSchema);
export const operatorPayoutPageWire = wireSchema(paginated(operatorPayoutSchema));
export const bankTransferPageWire = wireSchema(paginated(bankTransferSchema));

// Request bodies (ids travel in the path)
export const createTopupBodyWire = wireSchema(createTopupInput);
export const addPayoutMethodBodyWire = wireSchema(addPayoutMethodInput);
export const requestPayoutBodyWire = wireSchema(requestPayoutInput);
export const decidePayoutBodyWire = wireSchema(decidePayoutInput.omit({ id: true }));

/**
 * The bank-statement webhook's body (`POST /payments/webhook`), in the provider's own camelCase
 * as Vietnamese statement services send it. Unknown fields are kept in the stored payload.
 */
export const bankWebhookBody = z.object({
  /** The provider's transaction id: the idempotency key. */
  id: z.union([z.string().min(1), z.number().int()]).transform(String),
  gateway: z.string().optional(),
  transactionDate: z.string().optional(),
  accountNumber: z.string().optional(),
  content: z.string(),
  transferType: z.enum(['in', 'out']),
  /** Đồng; any safe integer (zod's int), stored as bigint, so every real amount is recorded. */
  transferAmount: z.number().int().positive(),
  referenceCode: z.string().nullish(),
});
export type BankWebhookBody = z.input<typeof bankWebhookBody>;

/** What became of a reported transfer (`ignored`: an outgoing one, not ours to match). */
export const transferReceiptWire = z.object({
  outcome: z.union([transferOutcome, z.literal('ignored')]),
  /** The bank sent this transaction before: nothing changed. */
  replay: z.boolean(),
  transfer_id: z.number().int().nullable(),
  topup_id: z.number().int().nullable(),
});

/** `POST /payments/lookup`, for `npm run payment:simulate -- <memo>`. */
export const bankLookupBody = z.object({ memo: z.string().trim().min(1).max(25) });
export const bankLookupWire = z.object({
  memo: z.string(),
  amount_vnd: z.number().int(),
  status: topupStatus,
});
