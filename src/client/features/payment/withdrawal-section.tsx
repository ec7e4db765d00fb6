import {
  Badge,
  Box,
  Button,
  Card,
  Heading,
  HStack,
  Input,
  Link,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import { Alert } from '../../components/styled-parts/alert';
import { keepPreviousData } from '@tanstack/react-query';
import { Landmark } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { Payout, WalletConfig } from '../../../shared/schemas/payments';
import { AppLink } from '../../components/app-link';
import { FormField } from '../../components/form-field';
import { PageEmpty, PageError } from '../../components/page-states';
import { callErrorInfo } from '../../lib/call-errors';
import { confirm } from '../../lib/confirm-store';
import { formatCoins, formatDateTime, formatNumber } from '../../lib/format';
import { serverFormErrors } from '../../lib/form-errors';
import { PAYOUT_STATUS_COLORS, PAYOUT_STATUS_LABELS } from '../../lib/labels';
import { notify } from '../../lib/toast-store';
import { trpc } from '../../lib/trpc';
import { PagedList } from '../../components/paged-list';
import {
  checkCoinAmount,
  formatVnd,
  maskAccountNumber,
  newRequestKey,
  withdrawalLimits,
} from './payment-logic';

const PAYOUTS_PER_PAGE = 5;

/**
 * An organiser's withdrawals: request one to the default account, follow the earlier ones.
 * `focusId` (`/payment?payout=<id>`, linked from the history) is shown first and scrolled to.
 */
export function WithdrawalSection({
  config,
  balance,
  focusId,
  onUnfocus,
}: {
  config: WalletConfig;
  balance: number;
  focusId?: number;
  onUnfocus: () => void;
}) {
  const [page, setPage] = useState(1);
  const payouts = trpc.payment.payouts.useQuery(
    { page, perPage: PAYOUTS_PER_PAGE },
    { placeholderData: keepPreviousData },
  );
  return (
    <Stack as="section" aria-labelledby="withdrawal-heading" gap="4">
      <Stack gap="1">
        <Heading as="h2" id="withdrawal-heading" size="lg">
          Rút xu
        </Heading>
        <Text color="fg.muted">
          Xu rời ví ngay khi bạn gửi yêu cầu; ban quản trị chuyển tiền vào tài khoản mặc định của
          bạn hoặc hoàn lại xu nếu từ chối.
        </Text>
      </Stack>
      {focusId ? <FocusedPayout key={focusId} id={focusId} onClose={onUnfocus} /> : null}
      <Stack direction={{ base: 'column', lg: 'row' }} gap="5" align="flex-start">
        <Box w={{ base: 'full', lg: '5/12' }} flexShrink={0}>
          <WithdrawalForm config={config} balance={balance} />
        </Box>
        <Box w="full" minW="0">
          <PagedList
            query={payouts}
            label="Yêu cầu rút xu"
            skeletons={2}
            skeletonHeight="20"
            itemKey={(payout) => payout.id}
            renderItem={(payout) => <PayoutRow payout={payout} />}
            onPageChange={setPage}
            empty={
              <PageEmpty
                icon={<Landmark />}
                title="Chưa có yêu cầu rút xu"
                description="Các yêu cầu rút xu của bạn và trạng thái chi trả sẽ hiện ở đây."
              />
            }
          />
        </Box>
      </Stack>
    </Stack>
  );
}

function WithdrawalForm({ config, balance }: { config: WalletConfig; balance: number }) {
  const utils = trpc.useUtils();
  const methods = trpc.payment.methods.useQuery();
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string>();
  // One key per attempt: a double click or a retried request carries the same key and the
  // server pays once. A new amount, or a request that went through, starts a new attempt.
  const [requestKey, setRequestKey] = useState(newRequestKey);
  const request = trpc.payment.requestPayout.useMutation({
    onSuccess: (result) => {
      utils.auth.me.setData(undefined, (user) => (user ? { ...user, coin: result.coin } : user));
      void utils.payment.payouts.invalidate();
      void utils.payment.histories.invalidate();
      setAmount('');
      setRequestKey(newRequestKey());
      notify.success(
        `Đã gửi yêu cầu rút ${formatCoins(result.payout.coins)}. Số dư còn ${formatCoins(result.coin)}.`,
      );
    },
    onError: (failure) => setError(serverFormErrors(failure).coins?.[0]),
  });

  const method = methods.data?.find((candidate) => candidate.isDefault);
  const limits = withdrawalLimits(config, balance);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (request.isPending || !method) return;
    const checked = checkCoinAmount(amount, limits);
    if (!checked.ok) {
      setError(
        balance < config.minWithdrawal
          ? `Số dư chưa đủ để rút (tối thiểu ${formatCoins(config.minWithdrawal)})`
          : checked.message,
      );
      return;
    }
    setError(undefined);
    const accepted = await confirm({
      header: 'Rút xu',
      icon: 'question',
      message: `Rút ${formatCoins(checked.coins)} (${formatVnd(checked.coins * config.coinValueVnd)}) về ${method.bankName} ${maskAccountNumber(method.accountNumber)} – ${method.holderName}?`,
      acceptLabel: 'Gửi yêu cầu',
      rejectLabel: 'Huỷ',
    });
    if (accepted) request.mutate({ coins: checked.coins, requestKey });
  };

  return (
    <Card.Root>
      <Card.Body gap="4">
        {methods.isPending ? (
          <Skeleton h="16" borderRadius="l2" />
        ) : method ? (
          <Stack gap="1">
            <Text fontSize="sm" color="fg.muted">
              Nhận tiền vào
            </Text>
            <HStack gap="2" flexWrap="wrap">
              <Badge variant="outline">{method.bankName}</Badge>
              <Text fontWeight="semibold" fontVariantNumeric="tabular-nums">
                {maskAccountNumber(method.accountNumber)}
              </Text>
              <Text color="fg.muted">{method.holderName}</Text>
            </HStack>
            <Link asChild colorPalette="emerald" color="colorPalette.fg" fontSize="sm">
              <AppLink to="/payment/payment-methods">Đổi tài khoản nhận tiền</AppLink>
            </Link>
          </Stack>
        ) : (
          <Alert.Root status="info">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>Chưa có tài khoản nhận tiền</Alert.Title>
              <Alert.Description>
                <Link asChild colorPalette="emerald" color="colorPalette.fg" fontWeight="medium">
                  <AppLink to="/payment/payment-methods">Thêm tài khoản ngân hàng</AppLink>
                </Link>{' '}
                để rút xu.
              </Alert.Description>
            </Alert.Content>
          </Alert.Root>
        )}
        <Stack asChild gap="4">
          <form onSubmit={(event) => void submit(event)} noValidate aria-label="Rút xu">
            <FormField
              label="Số xu muốn rút"
              errors={error ? [error] : undefined}
              helper={
                checkCoinAmount(amount, limits).ok
                  ? `Nhận về ${formatVnd(Number(amount) * config.coinValueVnd)}`
                  : `Từ ${formatNumber(config.minWithdrawal)} đến ${formatNumber(config.maxWithdrawal)} xu, không quá số dư`
              }
              required
            >
              <Input
                type="text"
                inputMode="numeric"
                autoComplete="off"
                maxLength={9}
                value={amount}
                disabled={!method}
                onChange={(event) => {
                  setAmount(event.target.value);
                  setError(undefined);
                  setRequestKey(newRequestKey());
                }}
              />
            </FormField>
            <Button
              type="submit"
              colorPalette="emerald"
              variant="outline"
              disabled={!method}
              loading={request.isPending}
              alignSelf={{ base: 'stretch', sm: 'flex-start' }}
            >
              Gửi yêu cầu rút
            </Button>
          </form>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

/** The payout a history row links to, outlined, in view once it has loaded. */
function FocusedPayout({ id, onClose }: { id: number; onClose: () => void }) {
  const payout = trpc.payment.payout.useQuery({ id });
  const ref = useRef<HTMLDivElement>(null);
  const loaded = payout.isSuccess;
  useEffect(() => {
    if (loaded) ref.current?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  }, [loaded]);

  if (payout.isPending) return <Skeleton h="24" borderRadius="l3" />;
  if (payout.isError) {
    return (
      <PageError
        title="Không tải được yêu cầu rút xu"
        message={callErrorInfo(payout.error).message}
        onRetry={() => void payout.refetch()}
      />
    );
  }
  return (
    <Stack
      ref={ref}
      role="region"
      aria-label="Yêu cầu rút đang xem"
      data-testid="payout-highlight"
      gap="2"
      p="3"
      borderWidth="2px"
      borderColor="emerald.solid"
      borderRadius="l3"
      bg="emerald.subtle"
    >
      <HStack justify="space-between" gap="3">
        <Text fontWeight="semibold">Yêu cầu rút xu #{payout.data.id}</Text>
        <Button size="xs" variant="ghost" onClick={onClose}>
          Bỏ chọn
        </Button>
      </HStack>
      <PayoutRow payout={payout.data} />
    </Stack>
  );
}

function PayoutRow({ payout }: { payout: Payout }) {
  return (
    <Card.Root size="sm" variant="outline">
      <Card.Body>
        <Stack direction={{ base: 'column', sm: 'row' }} justify="space-between" gap="2">
          <Stack gap="0.5" minW="0">
            <Text fontWeight="semibold">
              {formatCoins(payout.coins)}{' '}
              <Text as="span" color="fg.muted" fontWeight="normal">
                · {formatVnd(payout.amountVnd)}
              </Text>
            </Text>
            <Text fontSize="sm" color="fg.muted">
              {payout.bankName} {maskAccountNumber(payout.accountNumber)} · gửi{' '}
              {formatDateTime(payout.createdAt)}
            </Text>
            {payout.note ? (
              <Text fontSize="sm">
                Ghi chú: <Text as="span">{payout.note}</Text>
              </Text>
            ) : null}
          </Stack>
          <Badge
            alignSelf={{ base: 'flex-start', sm: 'center' }}
            colorPalette={PAYOUT_STATUS_COLORS[payout.status]}
          >
            {PAYOUT_STATUS_LABELS[payout.status]}
          </Badge>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
