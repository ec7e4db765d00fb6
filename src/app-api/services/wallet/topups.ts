// Top-ups by bank transfer: a pending top-up carries a unique memo and a VietQR code for the
// operator's account; the bank-statement webhook reports the transfer, and a transfer to that
// account with that memo and the exact amount credits the coins, even after the QR code expired
// (the money did arrive). Every reported transfer is kept, once per bank transaction id, with
// what became of it; the operator settles the rest by hand.
import { randomInt } from 'node:crypto';
import { and, asc, count, eq, gt, inArray } from 'drizzle-orm';
import type { Paginated } from '../../../shared/schemas/common';
import type {
  BankTransfer,
  CreateTopupInput,
  Topup,
  TopupStatus,
  TransferOutcome,
  WalletConfig,
} from '../../../shared/schemas/payments';
import type { bankWebhookBody } from '../../../shared/wire/payments';
import type { z } from '../../../shared/zod';
import type { Db } from '../../db/client';
import { bankTransfers, topups, type BankTransferRow, type TopupRow } from '../../db/schema';
import { AppApiError } from '../../errors';
import type { ConfigService } from '../config';
import { newestFirstPage, type PageInput } from '../pagination';
import { buildVietQrPayload } from './vietqr';
import { applyMovement } from '.';

/** The webhook body after parsing (the id as a string). */
export type BankTransferReport = z.output<typeof bankWebhookBody>;

export const TOPUP_MESSAGES = {
  topupNotFound: 'Không tìm thấy yêu cầu nạp xu',
  tooManyPending: 'Bạn đang có quá nhiều yêu cầu nạp xu chờ chuyển khoản, vui lòng đợi hết hạn',
  amountOutOfRange: (config: WalletConfig) =>
    `Số xu nạp phải là một gói có sẵn hoặc từ ${config.minTopup} đến ${config.maxTopup} xu`,
} as const;

/** Unambiguous when read aloud or typed: no 0/O, no 1/I. */
const MEMO_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const MEMO_PREFIX = 'BH';
const MEMO_LENGTH = 8;
/** Banks prepend and append their own text ("MBVCB.123.BH7K2M9QXA.CT tu ..."): memo anywhere. */
const MEMO_PATTERN = new RegExp(`${MEMO_PREFIX}[${MEMO_ALPHABET}]{${MEMO_LENGTH}}`, 'g');
/** Pending top-ups a user may hold at once: enough for mistakes, not for filling the table. */
const MAX_PENDING_TOPUPS = 10;

function newMemo(): string {
  let memo = MEMO_PREFIX;
  for (let i = 0; i < MEMO_LENGTH; i++) memo += MEMO_ALPHABET[randomInt(MEMO_ALPHABET.length)];
  return memo;
}

/** Every memo-shaped token of a transfer's content (upper-cased: some banks change case). */
function memoCandidates(content: string): string[] {
  return [...new Set(content.toUpperCase().match(MEMO_PATTERN) ?? [])];
}

/** Account numbers as statements print them, spaces and dots aside. */
const compactAccount = (account: string) => account.replace(/[\s.-]/g, '');

/**
 * What a new transfer does. The receiving account is checked first: money sent elsewhere is not
 * ours to credit, whatever its memo. A top-up past its QR code's time still takes its exact
 * amount; only a paid one (a second transfer) is closed.
 */
function transferOutcomeOf(
  report: Pick<BankTransferReport, 'accountNumber' | 'transferAmount'>,
  topup: Pick<TopupRow, 'status' | 'amountVnd'> | undefined,
  operatorAccount: string,
): TransferOutcome {
  const account = compactAccount(report.accountNumber ?? '');
  if (account !== '' && account !== compactAccount(operatorAccount)) return 'wrong_account';
  if (!topup) return 'unmatched';
  if (topup.status !== 'pending') return 'not_pending';
  return report.transferAmount === topup.amountVnd ? 'credited' : 'amount_mismatch';
}

/** A statement's time: "2024-05-01 14:02:37" without a zone is Vietnam time. */
function transferTime(text: string | undefined): Date | null {
  if (!text) return null;
  const local = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}(?::\d{2})?)$/.exec(text.trim());
  const at = local ? new Date(`${local[1]}T${local[2]}+07:00`) : new Date(text);
  return Number.isNaN(at.getTime()) ? null : at;
}

function topupAllowed(config: WalletConfig, coins: number): boolean {
  return (
    config.topupPackages.includes(coins) || (coins >= config.minTopup && coins <= config.maxTopup)
  );
}

export interface TopupServiceOptions {
  now?: () => Date;
  /** A user's balance changed (a top-up was credited): live views may re-read it. */
  onWalletChange?: (userId: number) => void;
}

export interface TransferReceipt {
  /** `ignored`: an outgoing transfer, not ours to match. */
  outcome: TransferOutcome | 'ignored';
  /** The bank sent this transaction before: nothing changed. */
  replay: boolean;
  transferId: number | null;
  topupId: number | null;
}

export function createTopupService(
  db: Db,
  deps: { config: ConfigService },
  options: TopupServiceOptions = {},
) {
  const now = options.now ?? (() => new Date());

  /** 'expired' is computed: a pending row past its time is expired for everyone who reads it. */
  function statusOf(row: TopupRow, at: Date): TopupStatus {
    return row.status === 'pending' && row.expiresAt.getTime() <= at.getTime()
      ? 'expired'
      : row.status;
  }

  function toTopup(row: TopupRow, config: WalletConfig): Topup {
    return {
      id: row.id,
      coins: row.coins,
      amountVnd: row.amountVnd,
      memo: row.memo,
      status: statusOf(row, now()),
      qrPayload: buildVietQrPayload({
        bin: config.bank.bin,
        accountNumber: config.bank.accountNumber,
        amountVnd: row.amountVnd,
        memo: row.memo,
      }),
      bank: config.bank,
      createdAt: row.createdAt.toISOString(),
      expiresAt: row.expiresAt.toISOString(),
      paidAt: row.paidAt?.toISOString() ?? null,
    };
  }

  async function create(userId: number, input: CreateTopupInput): Promise<Topup> {
    const config = await deps.config.getWalletConfig();
    if (!topupAllowed(config, input.coins)) {
      throw AppApiError.field('coins', TOPUP_MESSAGES.amountOutOfRange(config));
    }
    const at = now();
    const [pending] = await db
      .select({ n: count() })
      .from(topups)
      .where(
        and(eq(topups.userId, userId), eq(topups.status, 'pending'), gt(topups.expiresAt, at)),
      );
    if ((pending?.n ?? 0) >= MAX_PENDING_TOPUPS) {
      throw new AppApiError(429, TOPUP_MESSAGES.tooManyPending);
    }
    // 32^8 memos: a clash is rare enough that a few fresh draws always find a free one.
    for (let attempt = 0; attempt < 5; attempt++) {
      const [row] = await db
        .insert(topups)
        .values({
          userId,
          coins: input.coins,
          amountVnd: input.coins * config.coinValueVnd,
          memo: newMemo(),
          createdAt: at,
          expiresAt: new Date(at.getTime() + config.topupTtlMinutes * 60_000),
        })
        .onConflictDoNothing({ target: topups.memo })
        .returning();
      if (row) return toTopup(row, config);
    }
    throw new Error('no free top-up memo after 5 attempts');
  }

  async function list(userId: number, page: PageInput): Promise<Paginated<Topup>> {
    const config = await deps.config.getWalletConfig();
    const query = db.select().from(topups).$dynamic();
    const where = eq(topups.userId, userId);
    const { rows, meta } = await newestFirstPage(db, topups, query, where, page);
    return { data: rows.map((row) => toTopup(row, config)), meta };
  }

  /** One of the caller's top-ups; someone else's is as absent as a missing one. */
  async function get(userId: number, id: number): Promise<Topup> {
    const [row] = await db
      .select()
      .from(topups)
      .where(and(eq(topups.id, id), eq(topups.userId, userId)));
    if (!row) throw AppApiError.notFound(TOPUP_MESSAGES.topupNotFound);
    return toTopup(row, await deps.config.getWalletConfig());
  }

  /** A top-up by its memo, for the signed simulator lookup. */
  async function byMemo(memo: string): Promise<Topup> {
    const [row] = await db.select().from(topups).where(eq(topups.memo, memo.trim().toUpperCase()));
    if (!row) throw AppApiError.notFound(TOPUP_MESSAGES.topupNotFound);
    return toTopup(row, await deps.config.getWalletConfig());
  }

  /**
   * A transfer the bank reported. In one transaction: the top-up its memo names is locked (two
   * transfers for one top-up queue), the outcome decided (transferOutcomeOf), the transfer
   * recorded once per bank transaction id (a replay, even a concurrent one, finds it and
   * changes nothing), and a matched exact amount credits the coins and marks the top-up paid.
   */
  async function receiveTransfer(
    report: BankTransferReport,
    payload: Record<string, unknown>,
  ): Promise<TransferReceipt> {
    if (report.transferType === 'out') {
      return { outcome: 'ignored', replay: false, transferId: null, topupId: null };
    }
    const { bank } = await deps.config.getWalletConfig();
    const at = now();
    const receipt = await db.transaction(
      async (tx): Promise<TransferReceipt & { userId?: number }> => {
        const known = await findTransfer(tx, report.id);
        if (known) return replayOf(known);
        const memos = memoCandidates(report.content);
        const [topup] =
          memos.length === 0
            ? []
            : await tx
                .select()
                .from(topups)
                .where(inArray(topups.memo, memos))
                .orderBy(asc(topups.id))
                .limit(1)
                .for('update');
        const outcome = transferOutcomeOf(report, topup, bank.accountNumber);
        const [row] = await tx
          .insert(bankTransfers)
          .values({
            providerTransactionId: report.id,
            amountVnd: report.transferAmount,
            content: report.content,
            accountNumber: report.accountNumber ?? null,
            transferredAt: transferTime(report.transactionDate),
            outcome,
            topupId: topup?.id ?? null,
            payload,
            createdAt: at,
          })
          .onConflictDoNothing({ target: bankTransfers.providerTransactionId })
          .returning();
        if (!row) {
          // A concurrent delivery of the same transaction committed first.
          const twin = await findTransfer(tx, report.id);
          if (!twin) throw new Error(`bank transfer ${report.id} vanished`);
          return replayOf(twin);
        }
        if (outcome === 'credited' && topup) {
          await tx
            .update(topups)
            .set({ status: 'paid', paidAt: at })
            .where(eq(topups.id, topup.id));
          await applyMovement(tx, {
            userId: topup.userId,
            type: 'topup',
            amount: topup.coins,
            referenceType: 'topup',
            referenceId: topup.id,
            description: `Nạp ${topup.coins} xu qua chuyển khoản (${topup.memo})`,
            at,
          });
        }
        return {
          outcome,
          replay: false,
          transferId: row.id,
          topupId: topup?.id ?? null,
          userId: outcome === 'credited' ? topup?.userId : undefined,
        };
      },
    );
    const { userId, ...result } = receipt;
    if (userId !== undefined) options.onWalletChange?.(userId);
    return result;
  }

  async function bankTransferList(
    page: PageInput,
    outcome?: TransferOutcome,
  ): Promise<Paginated<BankTransfer>> {
    const query = db.select().from(bankTransfers).$dynamic();
    const where = outcome ? eq(bankTransfers.outcome, outcome) : undefined;
    const { rows, meta } = await newestFirstPage(db, bankTransfers, query, where, page);
    return { data: rows.map(toBankTransfer), meta };
  }

  return {
    walletConfig: () => deps.config.getWalletConfig(),
    create,
    list,
    get,
    byMemo,
    receiveTransfer,
    bankTransfers: bankTransferList,
  };
}

async function findTransfer(tx: Db, providerTransactionId: string) {
  const [row] = await tx
    .select()
    .from(bankTransfers)
    .where(eq(bankTransfers.providerTransactionId, providerTransactionId));
  return row;
}

function replayOf(row: BankTransferRow): TransferReceipt {
  return { outcome: row.outcome, replay: true, transferId: row.id, topupId: row.topupId };
}

function toBankTransfer(row: BankTransferRow): BankTransfer {
  return {
    id: row.id,
    providerTransactionId: row.providerTransactionId,
    amountVnd: row.amountVnd,
    content: row.content,
    accountNumber: row.accountNumber,
    outcome: row.outcome,
    topupId: row.topupId,
    transferredAt: row.transferredAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

export type TopupService = ReturnType<typeof createTopupService>;
