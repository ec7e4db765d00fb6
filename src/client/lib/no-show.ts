// The no-show clock's reading (issue 40): from a called match's `call` and the time, whether the
// clock still runs, and who, once it has run out, has not said they are at the table.
import type { Match } from '../../shared/schemas/matches';

export type Call = NonNullable<Match['call']>;

export type NoShow =
  /** The clock runs: `left` whole seconds until the deadline. */
  | { kind: 'running'; left: number }
  /** Both players are at the table: nothing to wait for. */
  | { kind: 'present' }
  /** The deadline passed `over` seconds ago and `absent` (1, 2 or both) has not come. */
  | { kind: 'expired'; over: number; absent: 1 | 2 | 'both' };

export function noShowOf(call: Call, now: number): NoShow {
  if (call.present1 && call.present2) return { kind: 'present' };
  const deadline = Date.parse(call.deadline);
  if (now < deadline) return { kind: 'running', left: Math.ceil((deadline - now) / 1000) };
  const absent = !call.present1 && !call.present2 ? 'both' : call.present1 ? 2 : 1;
  return { kind: 'expired', over: Math.floor((now - deadline) / 1000), absent };
}

/** "7:05", "0:09": minutes and seconds. */
export const clockText = (seconds: number) =>
  `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
