import { ButtonGroup, IconButton, Pagination, Text } from '@chakra-ui/react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { PaginationMeta } from '../../shared/schemas/common';
import { formatNumber } from '../lib/format';

const TRANSLATIONS = {
  rootLabel: 'Phân trang',
  prevTriggerLabel: 'Trang trước',
  nextTriggerLabel: 'Trang sau',
  itemLabel: ({ page }: { page: number }) => `Trang ${page}`,
};

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
    <Pagination.Root
      count={meta.total}
      pageSize={meta.perPage}
      page={meta.page}
      siblingCount={1}
      onPageChange={(details) => onPageChange(details.page)}
      translations={TRANSLATIONS}
      display="flex"
      flexDirection={{ base: 'column', sm: 'row' }}
      alignItems="center"
      justifyContent="space-between"
      gap="3"
    >
      <Text color="fg.muted" fontSize="sm">
        {formatNumber(first)}–{formatNumber(last)} / {formatNumber(meta.total)}
      </Text>
      <ButtonGroup variant="ghost" size="sm" gap="1" flexWrap="wrap" justifyContent="center">
        <Pagination.PrevTrigger asChild>
          <IconButton>
            <ChevronLeft aria-hidden />
          </IconButton>
        </Pagination.PrevTrigger>
        <Pagination.Items
          render={(page) => (
            <IconButton variant={{ base: 'ghost', _selected: 'outline' }}>{page.value}</IconButton>
          )}
        />
        <Pagination.NextTrigger asChild>
          <IconButton>
            <ChevronRight aria-hidden />
          </IconButton>
        </Pagination.NextTrigger>
      </ButtonGroup>
    </Pagination.Root>
  );
}
