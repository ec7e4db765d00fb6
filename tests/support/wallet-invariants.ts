// The wallet invariant beyond the balance: every ledger movement names a cause that exists,
// belongs to the same user and matches the amount.
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Db } from '../../src/app-api/db/client';

export async function expectLedgerReferenced(db: Db): Promise<void> {
  const orphans = (await db.execute(sql`
    select w.id, w.type, w.reference_type, w.reference_id from wallet_transactions w
    where (w.reference_type = 'topup' and not exists (
             select 1 from topups t where t.id = w.reference_id and t.user_id = w.user_id
               and t.status = 'paid' and t.coins = w.amount and w.type = 'topup'))
       or (w.reference_type = 'payout' and not exists (
             select 1 from payouts p where p.id = w.reference_id and p.user_id = w.user_id
               and ((w.type = 'payout' and w.amount = -p.coins)
                 or (w.type = 'refund' and w.amount = p.coins and p.status = 'rejected'))))
       or (w.reference_type = 'tournament' and not exists (
             select 1 from tournaments t where t.id = w.reference_id))
       or (w.reference_id is null and w.reference_type not in ('opening_balance', 'adjustment'))
  `)) as unknown as { rows: unknown[] };
  expect(orphans.rows).toEqual([]);
}
