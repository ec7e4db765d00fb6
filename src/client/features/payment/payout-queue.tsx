// The operator's queue of withdrawals: pay one (after the bank transfer) or reject it with a
// reason, which refunds the coins.
import { PAYOUT_STATUSES } from '../../../shared/domain';
import { Badge, Box, Button, Card, HStack, Stack, Text } from '@chakra-ui/react';
import { Textarea } from '../../components/styled-parts/textarea';
import { keepPreviousData } from '@tanstack/react-query';
import { Banknote } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import type { OperatorPayout } from '../../../shared/schemas/payments';
import { FormField } from '../../components/form-field';
import { PageEmpty } from '../../components/page-states';
import { PagedStates, SkeletonRows } from '../../components/paged-states';
import { PlayerLabel } from '../../components/player-label';
import { confirm } from '../../lib/confirm-store';
import { formatCoins, formatDateTime } from '../../lib/format';
import { PAYOUT_STATUS_COLORS, PAYOUT_STATUS_LABELS } from '../../lib/labels';
import { notify } from '../../lib/toast-store';
import { trpc } from '../../lib/trpc';
import { PAGE_SIZE, pageParam, pickParam, useQueryState } from '../../lib/url-params';
import { CopyRow } from './copy-row';
import { formatVnd } from './payment-logic';
import { FilterSelect } from '../../components/filter-select';
import { FormDialog } from '../../components/form-dialog';

/** The payout filter: the queue to work through first, or everything. */
const PAYOUT_FILTERS = [...PAYOUT_STATUSES, 'all'] as const;

const payoutFilterLabel = (filter: (typeof PAYOUT_FILTERS)[number]) =>
  filter === 'all' ? 'Tất cả' : PAYOUT_STATUS_LABELS[filter];

export function PayoutQueue() {
  const [params, update] = useQueryState();
  const filter = pickParam(params.get('status'), PAYOUT_FILTERS) ?? 'pending';
  const page = pageParam(params);
  const payouts = trpc.payment.operatorPayouts.useQuery(
    { page, perPage: PAGE_SIZE, status: filter === 'all' ? undefined : filter },
    { placeholderData: keepPreviousData },
  );
  const [rejecting, setRejecting] = useState<OperatorPayout | null>(null);

  return (
    <Stack gap="5">
      <Box maxW={{ base: 'full', sm: 'xs' }}>
        <FilterSelect
          label="Trạng thái"
          value={filter}
          options={PAYOUT_FILTERS}
          labelOf={payoutFilterLabel}
          onChange={(value) => update({ status: value === 'pending' ? undefined : value })}
        />
      </Box>
      <PagedStates
        query={payouts}
        loading={<SkeletonRows count={3} height="24" />}
        onPageChange={(next) => update({ page: next })}
        empty={
          <PageEmpty
            icon={<Banknote />}
            title={
              filter === 'pending'
                ? 'Không có yêu cầu nào chờ chi trả'
                : 'Không có yêu cầu rút xu nào'
            }
            description={
              filter === 'pending' ? 'Yêu cầu mới của ban tổ chức sẽ hiện ở đây.' : undefined
            }
          />
        }
      >
        {(rows) => (
          <Stack as="ul" gap="3" listStyleType="none" aria-label="Yêu cầu rút xu">
            {rows.map((payout) => (
              <li key={payout.id}>
                <PayoutCard payout={payout} onReject={() => setRejecting(payout)} />
              </li>
            ))}
          </Stack>
        )}
      </PagedStates>
      {rejecting ? (
        <RejectDialog key={rejecting.id} payout={rejecting} onClose={() => setRejecting(null)} />
      ) : null}
    </Stack>
  );
}

/** After a decision: the queue and the player's wallet views are stale. */
function useDecide(onDone?: () => void) {
  const utils = trpc.useUtils();
  return trpc.payment.decidePayout.useMutation({
    onSuccess: (payout) => {
      void utils.payment.operatorPayouts.invalidate();
      notify.success(
        payout.status === 'paid'
          ? `Đã ghi nhận chuyển ${formatVnd(payout.amountVnd)} cho ${payout.player.fullName}.`
          : `Đã từ chối và hoàn ${formatCoins(payout.coins)} cho ${payout.player.fullName}.`,
      );
      onDone?.();
    },
  });
}

function PayoutCard({ payout, onReject }: { payout: OperatorPayout; onReject: () => void }) {
  const decide = useDecide();
  const markPaid = async () => {
    const accepted = await confirm({
      header: 'Xác nhận đã chuyển tiền',
      icon: 'question',
      message: `Bạn đã chuyển ${formatVnd(payout.amountVnd)} tới ${payout.bankName} ${payout.accountNumber} – ${payout.holderName}?`,
      acceptLabel: 'Đã chuyển',
      rejectLabel: 'Chưa',
    });
    if (accepted) decide.mutate({ id: payout.id, decision: 'paid' });
  };

  return (
    <Card.Root
      size="sm"
      variant="outline"
      role="group"
      aria-label={`Yêu cầu rút ${formatCoins(payout.coins)} của ${payout.player.fullName}`}
    >
      <Card.Body gap="4">
        <Stack
          direction={{ base: 'column', md: 'row' }}
          justify="space-between"
          align={{ base: 'stretch', md: 'flex-start' }}
          gap="4"
        >
          <Stack gap="2" minW="0">
            <PlayerLabel player={payout.player} />
            <HStack gap="2" flexWrap="wrap">
              <Text fontSize="xl" fontWeight="bold" fontVariantNumeric="tabular-nums">
                {formatVnd(payout.amountVnd)}
              </Text>
              <Text color="fg.muted">({formatCoins(payout.coins)})</Text>
              <Badge colorPalette={PAYOUT_STATUS_COLORS[payout.status]}>
                {PAYOUT_STATUS_LABELS[payout.status]}
              </Badge>
            </HStack>
            <Text fontSize="sm" color="fg.muted">
              Gửi lúc {formatDateTime(payout.createdAt)}
              {payout.decidedAt ? ` · xử lý lúc ${formatDateTime(payout.decidedAt)}` : ''}
            </Text>
            {payout.note ? <Text fontSize="sm">Ghi chú: {payout.note}</Text> : null}
          </Stack>
          <Stack
            gap="0"
            minW={{ md: '72' }}
            px="3"
            py="1"
            borderWidth="1px"
            borderRadius="l2"
            bg="bg.subtle"
          >
            <CopyRow label="Ngân hàng" value={payout.bankName} />
            <CopyRow label="Số tài khoản" value={payout.accountNumber} />
            <CopyRow label="Chủ tài khoản" value={payout.holderName} />
          </Stack>
        </Stack>
        {payout.status === 'pending' ? (
          <HStack gap="3" justify="flex-end" flexWrap="wrap">
            <Button
              variant="outline"
              colorPalette="red"
              onClick={onReject}
              disabled={decide.isPending}
            >
              Từ chối
            </Button>
            <Button
              colorPalette="emerald"
              loading={decide.isPending}
              onClick={() => void markPaid()}
            >
              Đã chuyển
            </Button>
          </HStack>
        ) : null}
      </Card.Body>
    </Card.Root>
  );
}

function RejectDialog({ payout, onClose }: { payout: OperatorPayout; onClose: () => void }) {
  const [note, setNote] = useState('');
  const decide = useDecide(onClose);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    decide.mutate({ id: payout.id, decision: 'rejected', note: note.trim() || undefined });
  };
  return (
    <FormDialog
      title="Từ chối yêu cầu rút xu"
      onClose={onClose}
      onSubmit={submit}
      submitLabel="Từ chối và hoàn xu"
      submitPalette="red"
      submitting={decide.isPending}
      role="alertdialog"
    >
      <Stack gap="4">
        <Text>
          {formatCoins(payout.coins)} sẽ được hoàn lại vào ví của {payout.player.fullName}.
        </Text>
        <FormField label="Lý do từ chối" helper="Người yêu cầu sẽ thấy ghi chú này.">
          <Textarea
            value={note}
            maxLength={300}
            rows={3}
            placeholder="Ví dụ: Tên chủ tài khoản không khớp"
            onChange={(event) => setNote(event.target.value)}
          />
        </FormField>
      </Stack>
    </FormDialog>
  );
}
