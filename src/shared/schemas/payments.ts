import { PAYOUT_STATUSES, TOPUP_STATUSES, TRANSFER_OUTCOMES } from '../domain';
import { VIETQR_BINS } from '../banks';
import { z } from '../zod';
import { idSchema, paginationInput } from './common';
import { playerSummarySchema } from './player-summary';
import { ledgerType } from './wallet';

const coins = z.number().int();

/** The operator's wallet settings (app configuration key `wallet`). */
export const walletConfigSchema = z.object({
  /** Đồng per coin. */
  coinValueVnd: z.number().int().positive(),
  /** Top-up packages, in coins. */
  topupPackages: z.array(coins.positive()),
  minTopup: coins.positive(),
  maxTopup: coins.positive(),
  minWithdrawal: coins.positive(),
  maxWithdrawal: coins.positive(),
  /** How long a top-up's QR code waits for the transfer. */
  topupTtlMinutes: z.number().int().positive(),
  /** The account users transfer to. */
  bank: z.object({
    bin: z.string(),
    shortName: z.string(),
    accountNumber: z.string(),
    accountName: z.string(),
  }),
});
export type WalletConfig = z.infer<typeof walletConfigSchema>;

export const transferOutcome = z.enum(TRANSFER_OUTCOMES);
export type TransferOutcome = z.infer<typeof transferOutcome>;

export const topupStatus = z.enum(TOPUP_STATUSES);
export type TopupStatus = z.infer<typeof topupStatus>;

/** A top-up waiting for (or done by) a bank transfer with its unique memo. */
export const topupSchema = z.object({
  id: z.number().int().positive(),
  coins: coins,
  amountVnd: z.number().int(),
  /** Transfer content the bank statement must carry, e.g. "BH7K2M9QXA". */
  memo: z.string(),
  status: topupStatus,
  /** The VietQR (EMVCo) text to draw as a QR code. */
  qrPayload: z.string(),
  bank: walletConfigSchema.shape.bank,
  createdAt: z.string(),
  expiresAt: z.string(),
  paidAt: z.string().nullable(),
});
export type Topup = z.infer<typeof topupSchema>;

export const createTopupInput = z.object({
  coins: z
    .number({ error: 'Số xu phải là một số' })
    .int({ error: 'Số xu phải là số nguyên' })
    .positive({ error: 'Số xu phải lớn hơn 0' }),
});
export type CreateTopupInput = z.infer<typeof createTopupInput>;

/** `/payment/histories`: by type and date range (inclusive days, yyyy-mm-dd, Vietnam time). */
const day = z.iso.date({ error: 'Ngày không hợp lệ' });
export const historyFilters = z.object({
  type: ledgerType.optional(),
  from: day.optional(),
  to: day.optional(),
});
export type HistoryFilters = z.infer<typeof historyFilters>;
export const historiesInput = paginationInput.extend(historyFilters.shape);

/** Holder names as banks print them: capitals without diacritics. */
export const holderNameSchema = z
  .string({ error: 'Vui lòng nhập tên chủ tài khoản' })
  .trim()
  .min(2, { error: 'Tên chủ tài khoản tối thiểu 2 ký tự' })
  .max(50, { error: 'Tên chủ tài khoản tối đa 50 ký tự' })
  .regex(/^[A-Z ]+$/, { error: 'Tên chủ tài khoản viết HOA, không dấu (ví dụ NGUYEN VAN A)' });

export const accountNumberSchema = z
  .string({ error: 'Vui lòng nhập số tài khoản' })
  .trim()
  .regex(/^\d+$/, { error: 'Số tài khoản chỉ gồm chữ số' })
  .min(6, { error: 'Số tài khoản tối thiểu 6 chữ số' })
  .max(19, { error: 'Số tài khoản tối đa 19 chữ số' });

const bankBinSchema = z.enum(VIETQR_BINS, { error: 'Vui lòng chọn ngân hàng' });

export const payoutMethodSchema = z.object({
  id: z.number().int().positive(),
  bankBin: z.string(),
  bankName: z.string(),
  accountNumber: z.string(),
  holderName: z.string(),
  isDefault: z.boolean(),
  createdAt: z.string(),
});
export type PayoutMethod = z.infer<typeof payoutMethodSchema>;

export const addPayoutMethodInput = z.object({
  bankBin: bankBinSchema,
  accountNumber: accountNumberSchema,
  holderName: holderNameSchema,
  isDefault: z.boolean().optional(),
});
export type AddPayoutMethodInput = z.infer<typeof addPayoutMethodInput>;

const payoutStatus = z.enum(PAYOUT_STATUSES);
export type PayoutStatus = z.infer<typeof payoutStatus>;

export const payoutSchema = z.object({
  id: z.number().int().positive(),
  coins: coins,
  amountVnd: z.number().int(),
  bankName: z.string(),
  accountNumber: z.string(),
  holderName: z.string(),
  status: payoutStatus,
  note: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type Payout = z.infer<typeof payoutSchema>;

export const requestPayoutInput = z.object({
  coins: z
    .number({ error: 'Số xu phải là một số' })
    .int({ error: 'Số xu phải là số nguyên' })
    .positive({ error: 'Số xu phải lớn hơn 0' }),
  /** Chosen by the client once per form: a double submit carries the same key and pays once. */
  requestKey: z.uuid({ error: 'Mã yêu cầu không hợp lệ' }),
});
export type RequestPayoutInput = z.infer<typeof requestPayoutInput>;

export const payoutResultSchema = z.object({
  payout: payoutSchema,
  /** The caller's balance after the coins left the wallet. */
  coin: z.number().int(),
});
export type PayoutResult = z.infer<typeof payoutResultSchema>;

export const operatorPayoutsInput = paginationInput.extend({ status: payoutStatus.optional() });

export const decidePayoutInput = z.object({
  id: idSchema,
  decision: z.enum(['paid', 'rejected']),
  note: z.string().trim().max(300).optional(),
});
export type DecidePayoutInput = z.infer<typeof decidePayoutInput>;

/** A transfer the bank reported, as the operator reviews it. */
export const bankTransferSchema = z.object({
  id: z.number().int().positive(),
  providerTransactionId: z.string(),
  amountVnd: z.number().int(),
  content: z.string(),
  /** The receiving account the report named, if it named one. */
  accountNumber: z.string().nullable(),
  outcome: transferOutcome,
  topupId: z.number().int().nullable(),
  transferredAt: z.string().nullable(),
  createdAt: z.string(),
});
export type BankTransfer = z.infer<typeof bankTransferSchema>;

/** A payout as the operator sees it: with whom it is for. */
export const operatorPayoutSchema = payoutSchema.extend({ player: playerSummarySchema });
export type OperatorPayout = z.infer<typeof operatorPayoutSchema>;

export const bankTransfersInput = paginationInput.extend({ outcome: transferOutcome.optional() });

/** The CSV of a user's ledger for the chosen filters. */
export const historiesExportSchema = z.object({ filename: z.string(), csv: z.string() });
