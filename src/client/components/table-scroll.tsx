import type { HTMLChakraProps } from '@chakra-ui/react';
import { Table } from './styled-parts/table';

/**
 * A table's horizontal scroll area with a border. It is the containing block of what it holds:
 * screen-reader-only labels are absolutely positioned, and would otherwise widen the page on a
 * phone from outside the scroll area.
 */
export function TableScroll(props: HTMLChakraProps<'div'>) {
  return (
    <Table.ScrollArea
      position="relative"
      borderWidth="1px"
      borderRadius="l2"
      // On paper the whole table, never the part in its frame.
      _print={{ overflow: 'visible', maxH: 'none' }}
      {...props}
    />
  );
}
