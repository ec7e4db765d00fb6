import { LEDGER_TYPES } from '../../../shared/domain';
import {
  Badge,
  Button,
  Card,
  HStack,
  Input,
  Link,
  Skeleton,
  Stack,
  Text,
  useBreakpointValue,
} from '@chakra-ui/react';
import { NativeSelect } from '../../components/styled-parts/native-select';
import { Table } from '../../components/styled-parts/table';
import { keepPreviousData } from '@tanstack/react-query';
import { Download, ReceiptText } from 'lucide-react';
import { useState } from 'react';
import type { HistoryFilters } from '../../../shared/schemas/payments';
import type { WalletTransaction } from '../../../shared/schemas/wallet';
import { AppLink } from '../../components/app-link';
import { FormField } from '../../components/form-field';
import { ListEmpty, PageError } from '../../components/page-states';
import { PageHeader } from '../../components/page-header';
import { PaginationBar } from '../../components/pagination-bar';
import { TableScroll } from '../../components/table-scroll';
import { callErrorInfo } from '../../lib/call-errors';
import { formatCoins, formatDateTime } from '../../lib/format';
import { LEDGER_STATUS_COLORS, LEDGER_TYPE_COLORS } from '../../lib/labels';
import { LEDGER_STATUS_LABELS, LEDGER_TYPE_LABELS } from '../../../shared/ledger-labels';
import { trpc } from '../../lib/trpc';
import { pageParam, pickParam, useQueryState } from '../../lib/url-params';
import { dateRangeError, dayParam, formatSignedCoins, ledgerLink } from './payment-logic';
import { FilterBar } from '../../components/filter-bar';

const PER_PAGE = 15;

/** Hands a text to the browser as a file download. */
function downloadText(filename: string, text: string, type: string) {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = filename;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // The click has handed the blob to the download manager; the URL is no longer needed.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export default function PaymentHistoriesPage() {
  const [params, update] = useQueryState();
  const filters: HistoryFilters = {
    type: pickParam(params.get('type'), LEDGER_TYPES),
    from: dayParam(params.get('from')),
    to: dayParam(params.get('to')),
  };
  const page = pageParam(params);
  const rangeError = dateRangeError(filters.from, filters.to);
  const filtered = Boolean(filters.type || filters.from || filters.to);

  const history = trpc.payment.histories.useQuery(
    { page, perPage: PER_PAGE, ...filters },
    { placeholderData: keepPreviousData, enabled: !rangeError },
  );

  const utils = trpc.useUtils();
  const [exporting, setExporting] = useState(false);
  const exportCsv = async () => {
    setExporting(true);
    try {
      const file = await utils.payment.exportHistories.fetch(filters, { staleTime: 0 });
      downloadText(file.filename, file.csv, 'text/csv;charset=utf-8');
    } catch {
      // The query cache has already shown the failure as a toast.
    } finally {
      setExporting(false);
    }
  };

  return (
    <Stack gap="6">
      <PageHeader
        title="Lịch sử giao dịch"
        description="Các giao dịch nạp xu, lệ phí, hoàn tiền và tiền thưởng của ví."
        actions={
          <Button
            variant="outline"
            onClick={() => void exportCsv()}
            loading={exporting}
            disabled={Boolean(rangeError)}
            alignSelf={{ base: 'stretch', sm: 'auto' }}
          >
            <Download aria-hidden />
            Xuất CSV
          </Button>
        }
      />

      <FilterBar label="Lọc giao dịch" columns={{ base: 1, sm: 3 }}>
        <FormField label="Loại giao dịch">
          <NativeSelect.Root>
            <NativeSelect.Field
              bg="bg"
              value={filters.type ?? ''}
              onChange={(event) => update({ type: event.target.value })}
            >
              <option value="">Tất cả</option>
              {LEDGER_TYPES.map((type) => (
                <option key={type} value={type}>
                  {LEDGER_TYPE_LABELS[type]}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        <FormField label="Từ ngày">
          <Input
            type="date"
            bg="bg"
            value={filters.from ?? ''}
            max={filters.to}
            onChange={(event) => update({ from: event.target.value })}
          />
        </FormField>
        <FormField label="Đến ngày" errors={rangeError ? [rangeError] : undefined}>
          <Input
            type="date"
            bg="bg"
            value={filters.to ?? ''}
            min={filters.from}
            onChange={(event) => update({ to: event.target.value })}
          />
        </FormField>
      </FilterBar>

      {rangeError ? null : history.isPending ? (
        <Stack gap="3" role="status">
          <Text srOnly>Đang tải…</Text>
          {Array.from({ length: 5 }, (_, i) => (
            <Skeleton key={i} h="12" borderRadius="l2" />
          ))}
        </Stack>
      ) : history.isError ? (
        <PageError
          message={callErrorInfo(history.error).message}
          onRetry={() => void history.refetch()}
        />
      ) : history.data.data.length === 0 ? (
        <ListEmpty
          icon={<ReceiptText />}
          filtered={filtered}
          onClear={() => update({ type: undefined, from: undefined, to: undefined })}
          nothingFound={{
            title: 'Không có giao dịch nào khớp bộ lọc',
            description: 'Thử chọn loại khác hoặc khoảng ngày rộng hơn.',
          }}
          nothingYet={{
            title: 'Chưa có giao dịch nào',
            description: 'Nạp xu, đăng ký giải có lệ phí hay nhận thưởng đều được ghi lại ở đây.',
            action: (
              <Button asChild colorPalette="emerald" variant="outline">
                <AppLink to="/payment">Nạp xu</AppLink>
              </Button>
            ),
          }}
        />
      ) : (
        <Stack
          gap="6"
          opacity={history.isPlaceholderData ? 0.6 : 1}
          transition="opacity 0.15s"
          aria-busy={history.isPlaceholderData || undefined}
        >
          <LedgerRows rows={history.data.data} />
          <PaginationBar meta={history.data.meta} onPageChange={(next) => update({ page: next })} />
        </Stack>
      )}
    </Stack>
  );
}

/** A table on wide screens, cards on phones (one of them in the DOM, not both). */
function LedgerRows({ rows }: { rows: WalletTransaction[] }) {
  const wide = useBreakpointValue({ base: false, md: true }, { ssr: false });
  if (!wide) {
    return (
      <Stack as="ul" gap="3" listStyleType="none" aria-label="Giao dịch">
        {rows.map((row) => (
          <li key={row.id}>
            <LedgerCard row={row} />
          </li>
        ))}
      </Stack>
    );
  }
  return (
    <TableScroll>
      <Table.Root size="sm" interactive>
        <Table.Caption srOnly>Giao dịch của ví</Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Thời gian</Table.ColumnHeader>
            <Table.ColumnHeader>Loại</Table.ColumnHeader>
            <Table.ColumnHeader>Trạng thái</Table.ColumnHeader>
            <Table.ColumnHeader>Nội dung</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Số xu</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Số dư sau</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => (
            <Table.Row key={row.id}>
              <Table.Cell whiteSpace="nowrap" color="fg.muted">
                {formatDateTime(row.createdAt)}
              </Table.Cell>
              <Table.Cell>
                <TypeBadge row={row} />
              </Table.Cell>
              <Table.Cell>
                <StatusBadge row={row} />
              </Table.Cell>
              <Table.Cell minW="56">
                <Description row={row} />
              </Table.Cell>
              <Table.Cell textAlign="end" whiteSpace="nowrap">
                <Amount amount={row.amount} />
              </Table.Cell>
              <Table.Cell textAlign="end" whiteSpace="nowrap" fontVariantNumeric="tabular-nums">
                {formatCoins(row.balanceAfter)}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </TableScroll>
  );
}

function LedgerCard({ row }: { row: WalletTransaction }) {
  return (
    <Card.Root size="sm" variant="outline">
      <Card.Body gap="2">
        <HStack justify="space-between" align="flex-start" gap="3">
          <HStack gap="2" flexWrap="wrap">
            <TypeBadge row={row} />
            <StatusBadge row={row} />
          </HStack>
          <Amount amount={row.amount} />
        </HStack>
        <Description row={row} />
        <HStack justify="space-between" fontSize="sm" color="fg.muted" gap="3">
          <Text>{formatDateTime(row.createdAt)}</Text>
          <Text fontVariantNumeric="tabular-nums">Số dư: {formatCoins(row.balanceAfter)}</Text>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}

const TypeBadge = ({ row }: { row: WalletTransaction }) => (
  <Badge colorPalette={LEDGER_TYPE_COLORS[row.type]} whiteSpace="nowrap">
    {LEDGER_TYPE_LABELS[row.type]}
  </Badge>
);

const StatusBadge = ({ row }: { row: WalletTransaction }) => (
  <Badge colorPalette={LEDGER_STATUS_COLORS[row.status]} variant="outline" whiteSpace="nowrap">
    {LEDGER_STATUS_LABELS[row.status]}
  </Badge>
);

function Amount({ amount }: { amount: number }) {
  return (
    <Text
      as="span"
      fontWeight="semibold"
      fontVariantNumeric="tabular-nums"
      color={amount > 0 ? 'emerald.fg' : amount < 0 ? 'red.fg' : undefined}
      whiteSpace="nowrap"
    >
      {formatSignedCoins(amount)}
    </Text>
  );
}

function Description({ row }: { row: WalletTransaction }) {
  const link = ledgerLink(row);
  return (
    <Stack gap="0.5">
      <Text>{row.description}</Text>
      {link ? (
        <Link asChild colorPalette="emerald" color="colorPalette.fg" fontSize="sm" w="fit-content">
          <AppLink to={link.to}>{link.label}</AppLink>
        </Link>
      ) : null}
    </Stack>
  );
}
