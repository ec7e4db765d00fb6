// Bank transfers the webhook reported that matched no top-up (or another account), for the
// operator to follow up.
import { TRANSFER_OUTCOMES } from '../../../shared/domain';
import { Badge, Box, Card, HStack, Stack, Text, useBreakpointValue } from '@chakra-ui/react';
import { Table } from '../../components/styled-parts/table';
import { keepPreviousData } from '@tanstack/react-query';
import { Landmark } from 'lucide-react';
import type { BankTransfer } from '../../../shared/schemas/payments';
import { PageEmpty } from '../../components/page-states';
import { PagedStates, SkeletonRows } from '../../components/paged-states';
import { TableScroll } from '../../components/table-scroll';
import { formatDateTime } from '../../lib/format';
import { TRANSFER_OUTCOME_COLORS, TRANSFER_OUTCOME_LABELS } from '../../lib/labels';
import { trpc } from '../../lib/trpc';
import { PAGE_SIZE, pageParam, pickParam, useQueryState } from '../../lib/url-params';
import { formatVnd } from './payment-logic';
import { FilterSelect } from '../../components/filter-select';

const TRANSFER_FILTERS = [...TRANSFER_OUTCOMES, 'all'] as const;
const transferFilterLabel = (filter: (typeof TRANSFER_FILTERS)[number]) =>
  filter === 'all' ? 'Tất cả' : TRANSFER_OUTCOME_LABELS[filter];

export function BankTransfers() {
  const [params, update] = useQueryState();
  const filter = pickParam(params.get('outcome'), TRANSFER_FILTERS) ?? 'all';
  const page = pageParam(params);
  const transfers = trpc.payment.bankTransfers.useQuery(
    { page, perPage: PAGE_SIZE, outcome: filter === 'all' ? undefined : filter },
    { placeholderData: keepPreviousData },
  );
  return (
    <Stack gap="5">
      <Box maxW={{ base: 'full', sm: 'xs' }}>
        <FilterSelect
          label="Kết quả đối soát"
          value={filter}
          options={TRANSFER_FILTERS}
          labelOf={transferFilterLabel}
          onChange={(value) => update({ outcome: value === 'all' ? undefined : value })}
        />
      </Box>
      <PagedStates
        query={transfers}
        loading={<SkeletonRows count={3} height="24" />}
        onPageChange={(next) => update({ page: next })}
        empty={
          <PageEmpty
            icon={<Landmark />}
            title="Không có giao dịch ngân hàng nào"
            description="Các khoản chuyển khoản ngân hàng báo về sẽ hiện ở đây."
          />
        }
      >
        {(rows) => <TransferRows rows={rows} />}
      </PagedStates>
    </Stack>
  );
}

/** A transfer reported for another account says which one, for the operator to follow up. */
function ReceivingAccount({ transfer }: { transfer: BankTransfer }) {
  if (transfer.outcome !== 'wrong_account' || !transfer.accountNumber) return null;
  return (
    <Text fontSize="sm" color="fg.muted">
      Tài khoản nhận: <Text as="span">{transfer.accountNumber}</Text>
    </Text>
  );
}

function OutcomeBadge({ transfer }: { transfer: BankTransfer }) {
  return (
    <Badge colorPalette={TRANSFER_OUTCOME_COLORS[transfer.outcome]} whiteSpace="nowrap">
      {TRANSFER_OUTCOME_LABELS[transfer.outcome]}
    </Badge>
  );
}

/** A table on wide screens, cards on phones. */
function TransferRows({ rows }: { rows: BankTransfer[] }) {
  const wide = useBreakpointValue({ base: false, md: true }, { ssr: false });
  if (!wide) {
    return (
      <Stack as="ul" gap="3" listStyleType="none" aria-label="Giao dịch ngân hàng">
        {rows.map((transfer) => (
          <li key={transfer.id}>
            <Card.Root size="sm" variant="outline">
              <Card.Body gap="1">
                <HStack justify="space-between" gap="3">
                  <Text fontWeight="semibold" fontVariantNumeric="tabular-nums">
                    {formatVnd(transfer.amountVnd)}
                  </Text>
                  <OutcomeBadge transfer={transfer} />
                </HStack>
                <Text wordBreak="break-word">{transfer.content}</Text>
                <ReceivingAccount transfer={transfer} />
                <Text fontSize="sm" color="fg.muted">
                  {formatDateTime(transfer.transferredAt ?? transfer.createdAt)} · Mã GD{' '}
                  {transfer.providerTransactionId}
                </Text>
              </Card.Body>
            </Card.Root>
          </li>
        ))}
      </Stack>
    );
  }
  return (
    <TableScroll>
      <Table.Root size="sm">
        <Table.Caption srOnly>Giao dịch ngân hàng báo về</Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Thời gian</Table.ColumnHeader>
            <Table.ColumnHeader>Mã giao dịch</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Số tiền</Table.ColumnHeader>
            <Table.ColumnHeader>Nội dung</Table.ColumnHeader>
            <Table.ColumnHeader>Kết quả</Table.ColumnHeader>
            <Table.ColumnHeader>Lệnh nạp</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((transfer) => (
            <Table.Row key={transfer.id}>
              <Table.Cell whiteSpace="nowrap" color="fg.muted">
                {formatDateTime(transfer.transferredAt ?? transfer.createdAt)}
              </Table.Cell>
              <Table.Cell fontFamily="mono" fontSize="xs">
                {transfer.providerTransactionId}
              </Table.Cell>
              <Table.Cell textAlign="end" whiteSpace="nowrap" fontVariantNumeric="tabular-nums">
                {formatVnd(transfer.amountVnd)}
              </Table.Cell>
              <Table.Cell minW="48" wordBreak="break-word">
                {transfer.content}
                <ReceivingAccount transfer={transfer} />
              </Table.Cell>
              <Table.Cell>
                <OutcomeBadge transfer={transfer} />
              </Table.Cell>
              <Table.Cell>{transfer.topupId ? `#${transfer.topupId}` : '—'}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </TableScroll>
  );
}
