// Page buttons under a list. Chakra's buttons in a plain <nav> rather than its Pagination, whose
// state machine (zag's pagination and prop normaliser, 7 KB on the wire) rode on the first load
// of every list page for a row of numbered buttons.
import { ButtonGroup, Flex, IconButton, Text } from '@chakra-ui/react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { PaginationMeta } from '../../shared/schemas/common';
import { formatNumber } from '../lib/format';

/**
 * The pages to offer around `page` of `last`: the first and the last, the current one with one
 * neighbour each side, and a gap ('…') where pages are left out; a gap of one page shows it.
 */
export function pageItems(page: number, last: number): Array<number | 'gap'> {
  const shown = new Set([1, last, page - 1, page, page + 1].filter((n) => n >= 1 && n <= last));
  const pages = [...shown].sort((a, b) => a - b);
  const items: Array<number | 'gap'> = [];
  pages.forEach((n, index) => {
    const previous = pages[index - 1];
    if (previous !== undefined && n - previous === 2) items.push(n - 1);
    else if (previous !== undefined && n - previous > 2) items.push('gap');
    items.push(n);
  });
  return items;
}

/** Page links under a list; hidden when everything fits on one page. */
export function PaginationBar({
  meta,
  onPageChange,
}: {
  meta: PaginationMeta;
  onPageChange: (page: number) => void;
}) {
  if (meta.lastPage <= 1) return null;
  const first = (meta.page - 1) * meta.perPage + 1;
  const last = Math.min(meta.page * meta.perPage, meta.total);
  return (
    <Flex
      as="nav"
      aria-label="Phân trang"
      direction={{ base: 'column', sm: 'row' }}
      align="center"
      justify="space-between"
      gap="3"
    >
      <Text color="fg.muted" fontSize="sm">
        {formatNumber(first)}–{formatNumber(last)} / {formatNumber(meta.total)}
      </Text>
      <ButtonGroup variant="ghost" size="sm" gap="1" flexWrap="wrap" justifyContent="center">
        <IconButton
          aria-label="Trang trước"
          disabled={meta.page <= 1}
          onClick={() => onPageChange(meta.page - 1)}
        >
          <ChevronLeft aria-hidden />
        </IconButton>
        {pageItems(meta.page, meta.lastPage).map((item, index) =>
          item === 'gap' ? (
            <Text key={`gap-${index}`} as="span" px="1" color="fg.muted" aria-hidden>
              …
            </Text>
          ) : (
            <IconButton
              key={item}
              aria-label={`Trang ${item}`}
              aria-current={item === meta.page ? 'page' : undefined}
              variant={item === meta.page ? 'outline' : 'ghost'}
              onClick={() => onPageChange(item)}
            >
              {item}
            </IconButton>
          ),
        )}
        <IconButton
          aria-label="Trang sau"
          disabled={meta.page >= meta.lastPage}
          onClick={() => onPageChange(meta.page + 1)}
        >
          <ChevronRight aria-hidden />
        </IconButton>
      </ButtonGroup>
    </Flex>
  );
}
