// A tournament's prizes: the place, what the organiser promises (a trophy, goods), the coins paid
// into the winner's wallet, where the coins come from, and the payments made when it finished.
import { MAX_PRIZE_COINS, PRIZE_SOURCES, prizeTotal } from '../domain';
import { z } from '../zod';
import { playerSummarySchema } from './player-summary';

export const prizeSchema = z.object({
  place: z.number().int().min(1, { error: 'Hạng giải phải từ 1 trở lên' }).max(64),
  label: z
    .string()
    .trim()
    .min(1, { error: 'Vui lòng nhập phần thưởng' })
    .max(120, { error: 'Phần thưởng tối đa 120 ký tự' }),
  /** Coins paid into the winner's wallet (0: a trophy or goods only, the label says what). */
  coins: z
    .number({ error: 'Số xu phải là một số' })
    .int({ error: 'Số xu phải là số nguyên' })
    .min(0, { error: 'Số xu không được âm' })
    .max(MAX_PRIZE_COINS, { error: 'Số xu quá lớn' })
    .default(0),
});
export type Prize = z.infer<typeof prizeSchema>;

export const prizeSource = z.enum(PRIZE_SOURCES);
export type PrizeSource = z.infer<typeof prizeSource>;

/**
 * A coin prize paid: one ledger entry into the winner's wallet; `reversedAt` when a correction
 * after payment took it back (a ledger entry of its own; the corrected place is paid anew).
 */
export const prizePaymentSchema = z.object({
  id: z.number().int(),
  place: z.number().int(),
  coins: z.number().int(),
  player: playerSummarySchema,
  paidAt: z.string(),
  reversedAt: z.string().nullable(),
});
export type PrizePayment = z.infer<typeof prizePaymentSchema>;

export const PRIZE_MESSAGES = {
  sourceWithPlayers: 'Đã có cơ thủ đăng ký: không thể đổi nguồn giải thưởng',
  lowerWithPlayers: 'Đã có cơ thủ đăng ký: giải thưởng bằng xu chỉ có thể tăng, không thể giảm',
  potNeedsFee: 'Giải thưởng lấy từ lệ phí cần lệ phí lớn hơn 0',
  potShort: (total: number, pot: number) =>
    `Quỹ lệ phí hiện có ${pot} xu, chưa đủ cho giải thưởng ${total} xu: giảm giải thưởng hoặc chờ thêm cơ thủ`,
  reversalShort: (player: string, coins: number, balance: number) =>
    `Không thể thu hồi ${coins} xu giải thưởng của ${player}: ví chỉ còn ${balance} xu. Kết quả chưa được sửa.`,
  potTooSmall: (total: number, pot: number) =>
    `Tổng giải thưởng ${total} xu vượt quỹ lệ phí tối đa ${pot} xu (lệ phí × số người tối đa)`,
} as const;

/**
 * The prizes' rules between fields, said alike by the form's schema and the upstream's check of
 * the merged tournament: coins from the pot need a fee, and the full pot must be able to cover
 * them. Fields a partial update leaves out are not judged here.
 */
export function prizeIssues(value: {
  prizes?: readonly { coins?: number | undefined }[] | undefined;
  prizeSource?: (typeof PRIZE_SOURCES)[number] | undefined;
  entryFee?: number | undefined;
  maxPlayers?: number | undefined;
}): { path: string[]; message: string }[] {
  if (value.prizeSource !== 'pot' || !value.prizes) return [];
  const total = prizeTotal(value.prizes);
  if (total === 0 || value.entryFee === undefined) return [];
  if (value.entryFee === 0) return [{ path: ['prizeSource'], message: PRIZE_MESSAGES.potNeedsFee }];
  if (value.maxPlayers !== undefined && total > value.entryFee * value.maxPlayers) {
    const pot = value.entryFee * value.maxPlayers;
    return [{ path: ['prizes'], message: PRIZE_MESSAGES.potTooSmall(total, pot) }];
  }
  return [];
}
