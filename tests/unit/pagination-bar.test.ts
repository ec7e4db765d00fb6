// The page buttons a long list offers: the ends, the current page and its neighbours, and a gap
// where pages are left out (never a gap hiding a single page).
import { describe, expect, it } from 'vitest';
import { pageItems } from '../../src/client/components/pagination-bar';

describe('page buttons', () => {
  it('show every page of a short list', () => {
    expect(pageItems(1, 3)).toEqual([1, 2, 3]);
    expect(pageItems(3, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('leave a gap between the ends and the pages around the current one', () => {
    expect(pageItems(10, 20)).toEqual([1, 'gap', 9, 10, 11, 'gap', 20]);
    expect(pageItems(1, 20)).toEqual([1, 2, 'gap', 20]);
    expect(pageItems(20, 20)).toEqual([1, 'gap', 19, 20]);
  });

  it('show a single left-out page instead of a gap', () => {
    expect(pageItems(4, 8)).toEqual([1, 2, 3, 4, 5, 'gap', 8]);
  });
});
