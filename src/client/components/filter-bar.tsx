// The panel of search box and filters above a list: a search landmark, in a grid that gives each
// filter a column on wide screens and wraps on a phone.
import { SimpleGrid, type SimpleGridProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export function FilterBar({
  label,
  columns,
  children,
}: {
  /** Names the search landmark ("Lọc cơ thủ"). */
  label: string;
  columns: SimpleGridProps['columns'];
  children: ReactNode;
}) {
  return (
    <SimpleGrid
      role="search"
      aria-label={label}
      columns={columns}
      gapX="3"
      gap="4"
      p="4"
      borderWidth="1px"
      borderRadius="l3"
      bg="bg.subtle"
    >
      {children}
    </SimpleGrid>
  );
}
