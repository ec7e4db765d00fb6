import {
  Badge,
  Button,
  Card,
  Grid,
  GridItem,
  Heading,
  HStack,
  Stack,
  Text,
} from '@chakra-ui/react';
import { keepPreviousData } from '@tanstack/react-query';
import { Coins, History, ReceiptText } from 'lucide-react';
import { useState } from 'react';
import { hasPermission } from '../../../shared/permissions';
import type { Topup, WalletConfig } from '../../../shared/schemas/payments';
import { AppLink } from '../../components/app-link';
import { PageLoading } from '../../components/page-loading';
import { PageEmpty, PageError } from '../../components/page-states';
import { PageHeader } from '../../components/page-header';
import { useAuth } from '../../lib/auth';
import { callErrorInfo } from '../../lib/call-errors';
import { formatCoins, formatDateTime } from '../../lib/format';
import { TOPUP_STATUS_COLORS, TOPUP_STATUS_LABELS } from '../../lib/labels';
import { trpc } from '../../lib/trpc';
import { positiveIntParam, useQueryState } from '../../lib/url-params';
import { PagedList } from '../../components/paged-list';
import { formatVnd } from './payment-logic';
import { TopupForm } from './topup-form';
import { TopupPanel } from './topup-panel';
import { WithdrawalSection } from './withdrawal-section';

const TOPUPS_PER_PAGE = 5;

export default function WalletPage() {
  const { user, coin } = useAuth();
  const config = trpc.payment.config.useQuery(undefined, { staleTime: 5 * 60_000 });
  const [params, update] = useQueryState();
  // The open top-up lives in the URL, so a reload (or the link in the history) comes back to it.
  const topupId = positiveIntParam(params.get('topup'));
  const openTopup = (id: number | undefined) => update({ topup: id });
  // A withdrawal a history row links to.
  const payoutId = positiveIntParam(params.get('payout'));

  return (
    <Stack gap="8">
      <PageHeader
        title="Ví xu"
        description="Số dư xu và nạp xu bằng chuyển khoản qua mã VietQR."
        actions={
          <Button asChild variant="outline" alignSelf={{ base: 'stretch', sm: 'auto' }}>
            <AppLink to="/payment/histories">
              <History aria-hidden />
              Lịch sử giao dịch
            </AppLink>
          </Button>
        }
      />

      {config.isPending || !user ? (
        <PageLoading />
      ) : config.isError ? (
        <PageError
          message={callErrorInfo(config.error).message}
          onRetry={() => void config.refetch()}
        />
      ) : (
        <>
          <Grid
            templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 5fr) minmax(0, 7fr)' }}
            templateRows={{ lg: 'auto 1fr' }}
            templateAreas={{
              base: '"balance" "topup" "recent"',
              lg: '"balance topup" "recent topup"',
            }}
            gap="6"
            alignItems="start"
          >
            <GridItem area="balance">
              <BalanceCard coin={coin} config={config.data} />
            </GridItem>
            <GridItem area="topup">
              {topupId ? (
                <TopupPanel key={topupId} id={topupId} onClose={() => openTopup(undefined)} />
              ) : (
                <TopupForm config={config.data} onCreated={(topup: Topup) => openTopup(topup.id)} />
              )}
            </GridItem>
            <GridItem area="recent">
              <RecentTopups onOpen={openTopup} current={topupId} />
            </GridItem>
          </Grid>
          {hasPermission(user, 'tournament.create') ? (
            <WithdrawalSection
              config={config.data}
              balance={coin}
              focusId={payoutId}
              onUnfocus={() => update({ payout: undefined })}
            />
          ) : null}
        </>
      )}
    </Stack>
  );
}

function BalanceCard({ coin, config }: { coin: number; config: WalletConfig }) {
  return (
    <Card.Root
      as="section"
      aria-label="Số dư"
      bg="emerald.subtle"
      borderColor="emerald.muted"
      color="emerald.fg"
    >
      <Card.Body gap="1">
        <HStack gap="2">
          <Coins size={18} aria-hidden />
          <Text fontWeight="medium">Số dư hiện tại</Text>
        </HStack>
        <Text
          fontSize={{ base: '3xl', md: '4xl' }}
          fontWeight="bold"
          lineHeight="1.1"
          fontVariantNumeric="tabular-nums"
          data-testid="wallet-balance"
        >
          {formatCoins(coin)}
        </Text>
        <Text color="fg.muted">≈ {formatVnd(coin * config.coinValueVnd)}</Text>
      </Card.Body>
    </Card.Root>
  );
}

function RecentTopups({
  onOpen,
  current,
}: {
  onOpen: (id: number) => void;
  current: number | undefined;
}) {
  const [page, setPage] = useState(1);
  const topups = trpc.payment.topups.useQuery(
    { page, perPage: TOPUPS_PER_PAGE },
    { placeholderData: keepPreviousData },
  );
  return (
    <Stack as="section" aria-labelledby="recent-topups-heading" gap="3">
      <Heading as="h2" id="recent-topups-heading" size="md">
        Lệnh nạp gần đây
      </Heading>
      <PagedList
        query={topups}
        label="Lệnh nạp gần đây"
        skeletons={2}
        skeletonHeight="16"
        itemKey={(topup) => topup.id}
        onPageChange={setPage}
        renderItem={(topup) => (
          <TopupRow topup={topup} current={topup.id === current} onOpen={onOpen} />
        )}
        empty={
          <PageEmpty
            icon={<ReceiptText />}
            title="Chưa có lệnh nạp nào"
            description="Chọn gói xu và quét mã VietQR để nạp lần đầu."
          />
        }
      />
    </Stack>
  );
}

function TopupRow({
  topup,
  current,
  onOpen,
}: {
  topup: Topup;
  current: boolean;
  onOpen: (id: number) => void;
}) {
  return (
    <HStack
      justify="space-between"
      gap="3"
      p="3"
      borderWidth="1px"
      borderRadius="l2"
      borderColor={current ? 'emerald.solid' : undefined}
    >
      <Stack gap="0" minW="0">
        <Text fontWeight="semibold">
          {formatCoins(topup.coins)}{' '}
          <Text as="span" fontWeight="normal" color="fg.muted">
            · {formatVnd(topup.amountVnd)}
          </Text>
        </Text>
        <Text fontSize="sm" color="fg.muted" truncate>
          {topup.memo} · {formatDateTime(topup.createdAt)}
        </Text>
      </Stack>
      <Stack gap="1" align="flex-end" flexShrink={0}>
        <Badge colorPalette={TOPUP_STATUS_COLORS[topup.status]}>
          {TOPUP_STATUS_LABELS[topup.status]}
        </Badge>
        {topup.status === 'pending' && !current ? (
          <Button
            size="2xs"
            variant="plain"
            colorPalette="emerald"
            onClick={() => onOpen(topup.id)}
          >
            Xem mã QR
          </Button>
        ) : null}
      </Stack>
    </HStack>
  );
}
