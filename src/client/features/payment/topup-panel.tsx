import { Badge, Box, Button, Card, Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Alert } from '../../components/styled-parts/alert';
import { Clock } from 'lucide-react';
import { Suspense } from 'react';
import type { Topup } from '../../../shared/schemas/payments';
import { AppLink } from '../../components/app-link';
import { PageError } from '../../components/page-states';
import { callErrorInfo } from '../../lib/call-errors';
import { formatCoins, formatDateTime } from '../../lib/format';
import { TOPUP_STATUS_COLORS, TOPUP_STATUS_LABELS } from '../../lib/labels';
import { notify } from '../../lib/toast-store';
import { trpc } from '../../lib/trpc';
import { useSecondsUntil } from '../../lib/use-seconds-until';
import { CopyRow } from './copy-row';
import { formatCountdown, formatVnd } from './payment-logic';
import { reportLiveRefusal } from '../../lib/live-errors';
import { useLiveEnabled } from '../../lib/live-resync';
import { lazyPart } from '../../lib/lazy-part';

// The QR encoder loads when a pending top-up shows its code, not with the wallet.
const { Part: QRCodeSVG } = lazyPart(() =>
  import('qrcode.react').then((m) => ({ default: m.QRCodeSVG })),
);

/**
 * A top-up waiting for its bank transfer: the VietQR code and the details to copy. The server
 * pushes the top-up when the bank confirms it, even a late transfer to an expired one; then the
 * wallet (and the header) are refetched.
 */
export function TopupPanel({ id, onClose }: { id: number; onClose: () => void }) {
  const utils = trpc.useUtils();
  const topup = trpc.payment.topup.useQuery({ id });
  const status = topup.data?.status;

  trpc.payment.onTopup.useSubscription(
    { id },
    {
      enabled: useLiveEnabled() && status !== 'paid',
      onError: reportLiveRefusal,
      onData: (event) => {
        const next = event.data;
        const before = utils.payment.topup.getData({ id })?.status;
        utils.payment.topup.setData({ id }, next);
        if (next.status === 'paid' && before !== 'paid') {
          void utils.auth.me.invalidate();
          void utils.payment.histories.invalidate();
          void utils.payment.topups.invalidate();
          notify.success(`Đã nạp ${formatCoins(next.coins)} vào ví.`);
        } else if (next.status !== before) {
          void utils.payment.topups.invalidate();
        }
      },
    },
  );

  if (topup.isPending) return <Skeleton h="96" borderRadius="l3" />;
  if (topup.isError) {
    return (
      <PageError
        title="Không tải được lệnh nạp"
        message={callErrorInfo(topup.error).message}
        onRetry={() => void topup.refetch()}
      />
    );
  }
  return <TopupDetails topup={topup.data} onClose={onClose} />;
}

function TopupDetails({ topup, onClose }: { topup: Topup; onClose: () => void }) {
  const seconds = useSecondsUntil(topup.expiresAt, topup.status === 'pending');
  // The clock ran out before the server said so: the code is no longer worth scanning.
  const status = topup.status === 'pending' && seconds <= 0 ? 'expired' : topup.status;

  return (
    <Card.Root as="section" aria-labelledby="topup-heading" data-testid="topup-panel">
      <Card.Header>
        <HStack justify="space-between" gap="3" flexWrap="wrap">
          <Heading as="h2" id="topup-heading" size="lg">
            Nạp {formatCoins(topup.coins)}
          </Heading>
          <Badge
            size="lg"
            colorPalette={TOPUP_STATUS_COLORS[status]}
            variant={status === 'paid' ? 'solid' : 'subtle'}
            data-testid="topup-status"
          >
            {TOPUP_STATUS_LABELS[status]}
          </Badge>
        </HStack>
      </Card.Header>
      <Card.Body gap="5">
        {status === 'paid' ? (
          <Alert.Root status="success" role="status">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>Đã thanh toán</Alert.Title>
              <Alert.Description>
                Đã cộng {formatCoins(topup.coins)} vào ví
                {topup.paidAt ? ` lúc ${formatDateTime(topup.paidAt)}` : ''}.
              </Alert.Description>
            </Alert.Content>
          </Alert.Root>
        ) : status === 'expired' ? (
          <Alert.Root status="warning">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>Mã QR đã hết hạn</Alert.Title>
              <Alert.Description>
                Đừng quét mã này nữa. Nếu bạn đã chuyển đúng số tiền với đúng nội dung, xu vẫn được
                cộng tự động khi ngân hàng báo về; nếu số tiền không khớp, khoản chuyển được ghi lại
                để ban quản trị đối soát. Nếu chưa chuyển khoản, hãy tạo lệnh nạp mới.
              </Alert.Description>
            </Alert.Content>
          </Alert.Root>
        ) : (
          <HStack gap="2" color="fg.muted" aria-live="off">
            <Clock size={16} aria-hidden />
            <Text>
              Mã QR còn hiệu lực{' '}
              <Text as="span" fontWeight="semibold" color="fg" fontVariantNumeric="tabular-nums">
                {formatCountdown(seconds)}
              </Text>
            </Text>
          </HStack>
        )}

        <Stack direction={{ base: 'column', md: 'row' }} gap={{ base: '5', md: '8' }}>
          {status === 'pending' ? (
            <Stack align="center" gap="2" flexShrink={0}>
              {/* A white quiet zone in both colour modes: banking apps need the contrast. */}
              <Box bg="white" p="3" borderRadius="l2" borderWidth="1px" lineHeight="0">
                <Suspense fallback={<Skeleton boxSize="216px" />}>
                  <QRCodeSVG
                    value={topup.qrPayload}
                    size={216}
                    level="M"
                    role="img"
                    aria-label={`Mã VietQR chuyển ${formatVnd(topup.amountVnd)} tới ${topup.bank.shortName}`}
                  />
                </Suspense>
              </Box>
              <Text fontSize="sm" color="fg.muted" textAlign="center" maxW="60">
                Quét bằng ứng dụng ngân hàng bất kỳ hỗ trợ VietQR
              </Text>
            </Stack>
          ) : null}
          <Stack gap="0" flex="1" minW="0">
            <CopyRow label="Ngân hàng" value={topup.bank.shortName} />
            <CopyRow label="Số tài khoản" value={topup.bank.accountNumber} />
            <CopyRow label="Chủ tài khoản" value={topup.bank.accountName} />
            <CopyRow
              label="Số tiền"
              value={formatVnd(topup.amountVnd)}
              copy={String(topup.amountVnd)}
            />
            <CopyRow label="Nội dung chuyển khoản" value={topup.memo} emphasis />
          </Stack>
        </Stack>
        {status === 'pending' ? (
          <Text fontSize="sm" color="fg.muted">
            Chuyển đúng số tiền và ghi đúng nội dung chuyển khoản để xu được cộng tự động. Trang này
            tự cập nhật khi ngân hàng xác nhận, không cần tải lại.
          </Text>
        ) : null}
      </Card.Body>
      <Card.Footer gap="3" flexWrap="wrap">
        <Button
          variant={status === 'pending' ? 'outline' : 'solid'}
          colorPalette="emerald"
          onClick={onClose}
        >
          {status === 'pending' ? 'Chọn số xu khác' : 'Nạp thêm'}
        </Button>
        {status === 'paid' ? (
          <Button asChild variant="outline">
            <AppLink to="/payment/histories">Xem lịch sử giao dịch</AppLink>
          </Button>
        ) : null}
      </Card.Footer>
    </Card.Root>
  );
}
