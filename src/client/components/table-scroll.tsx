import type { HTMLChakraProps } from '@chakra-ui/react';
import { Table } from './styled-parts/table';

/**
 * When the table is wider than its frame (a phone), the frame takes the keyboard's focus, so that
 * someone without a pointer can scroll it with the arrow keys; a table that fits adds no stop.
 * The frame grows with the table's rows, so watching its size is enough.
 */
function scrollableByKeyboard(frame: HTMLDivElement) {
  const observer = new ResizeObserver(() => {
    frame.tabIndex = frame.scrollWidth > frame.clientWidth ? 0 : -1;
  });
  observer.observe(frame);
  return () => observer.disconnect();
}

/**
 * A table's horizontal scroll area with a border. It is the containing block of what it holds:
 * screen-reader-only labels are absolutely positioned, and would otherwise widen the page on a
 * phone from outside the scroll area.
 */
export function TableScroll(props: HTMLChakraProps<'div'>) {
  return (
    <Table.ScrollArea
      ref={scrollableByKeyboard}
      position="relative"
      borderWidth="1px"
      borderRadius="l2"
      // On paper the whole table, never the part in its frame.
      _print={{ overflow: 'visible', maxH: 'none' }}
      _focusVisible={{ outline: '2px solid', outlineColor: 'emerald.focusRing' }}
      {...props}
    />
  );
}
