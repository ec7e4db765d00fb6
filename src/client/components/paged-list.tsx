import { Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { PagedStates, SkeletonRows, type PagedQuery } from './paged-states';

export type { PagedQuery };

/** A page of rows as a list, with the states of `PagedStates`. */
export function PagedList<T>({
  query,
  label,
  empty,
  renderItem,
  itemKey,
  onPageChange,
  skeletonHeight = '24',
  skeletons = 4,
}: {
  query: PagedQuery<T>;
  /** What the list holds, for screen readers ('Lịch sử thi đấu'). */
  label: string;
  empty: ReactNode;
  renderItem: (item: T) => ReactNode;
  itemKey: (item: T) => number | string;
  onPageChange?: (page: number) => void;
  skeletonHeight?: string;
  skeletons?: number;
}) {
  return (
    <PagedStates
      query={query}
      empty={empty}
      loading={<SkeletonRows count={skeletons} height={skeletonHeight} />}
      onPageChange={onPageChange}
    >
      {(rows) => (
        <Stack as="ul" gap="3" listStyleType="none" aria-label={label}>
          {rows.map((item) => (
            <li key={itemKey(item)}>{renderItem(item)}</li>
          ))}
        </Stack>
      )}
    </PagedStates>
  );
}
