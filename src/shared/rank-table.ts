// How the rank table lists the ranks, on the handicap page and in its document (the server's
// first screen of /playing): apart from ranks.ts, which pages on every first load import.
import type { Rank } from './schemas/config';
import { rankIndex, rankLabel } from './ranks';

/** Ranks weakest to strongest (by rating; equal ratings by letter, as the upstream orders them). */
export function ranksByStrength(ranks: readonly Rank[]): Rank[] {
  return [...ranks].sort((a, b) => a.rating - b.rating || rankIndex(a.code) - rankIndex(b.code));
}

/** The operator's own name of a rank, when it says more than the badge ('Hạng K') does. */
export function rankNameShown(rank: Pick<Rank, 'code' | 'name'>): string | null {
  const name = rank.name.trim();
  return name === '' || name === rankLabel(rank.code) ? null : name;
}

/** What the rank table says of itself, on the handicap page and in its document. */
export const RANK_TABLE_NOTE =
  'Mười hạng từ K (mới chơi) đến A (chuyên nghiệp), mỗi hạng một điểm trình độ.';
