// Which reads the service worker keeps for a page reloaded without network: the scorer's, alone
// or batched together; never a live stream or another read riding in the same batch.
import { describe, expect, it } from 'vitest';
import { isOfflineRead } from '../../src/client/sw/cache-names';

describe('the reads kept offline', () => {
  it('keeps the score screen’s reads, alone or in one batch', () => {
    expect(isOfflineRead('/trpc/matches.get')).toBe(true);
    expect(isOfflineRead('/trpc/auth.me,matches.get,matches.history')).toBe(true);
    expect(isOfflineRead('/trpc/auth.me%2Cmatches.get')).toBe(true);
  });

  it('leaves out live streams, other reads, and anything outside tRPC', () => {
    expect(isOfflineRead('/trpc/matches.onUpdate')).toBe(false);
    expect(isOfflineRead('/trpc/matches.get,wallet.transactions')).toBe(false);
    expect(isOfflineRead('/trpc/')).toBe(false);
    expect(isOfflineRead('/app-api/v1/matches/1')).toBe(false);
  });
});
