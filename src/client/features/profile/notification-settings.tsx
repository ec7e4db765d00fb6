// The player's notices from the table board: which kinds they get, and whether this device is
// pushed to while BidaHub is closed.
import { Button, Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import type { NotificationSettings } from '../../../shared/schemas/notifications';
import { PageLoading } from '../../components/page-loading';
import { PageError } from '../../components/page-states';
import { Switch } from '../../components/styled-parts/switch';
import { callErrorInfo } from '../../lib/call-errors';
import { currentSubscription, pushAvailability, subscribeThisDevice } from '../../lib/push';
import { notify } from '../../lib/toast-store';
import { trpc } from '../../lib/trpc';

const KINDS = [
  { key: 'up', label: 'Khi trận của tôi được gọi vào bàn' },
  { key: 'next', label: 'Khi trận của tôi là trận kế tiếp' },
] as const;

export function NotificationSettingsCard() {
  const utils = trpc.useUtils();
  const settings = trpc.notifications.settings.useQuery();
  const update = trpc.notifications.updateSettings.useMutation({
    onSuccess: (saved) => utils.notifications.settings.setData(undefined, saved),
  });
  return (
    <Card.Root as="section" aria-labelledby="notification-settings-heading">
      <Card.Body gap="4">
        <Stack gap="1">
          <Heading as="h2" id="notification-settings-heading" size="md">
            Thông báo khi thi đấu
          </Heading>
          <Text color="fg.muted" fontSize="sm">
            Ở giải có bảng bàn, BidaHub báo cho bạn khi đến lượt, kèm âm thanh và rung.
          </Text>
        </Stack>
        {settings.isPending ? (
          <PageLoading label="Đang tải cài đặt thông báo" />
        ) : settings.isError ? (
          <PageError
            message={callErrorInfo(settings.error).message}
            onRetry={() => void settings.refetch()}
          />
        ) : (
          <>
            {KINDS.map(({ key, label }) => (
              <Switch.Root
                key={key}
                checked={settings.data[key]}
                disabled={update.isPending}
                onCheckedChange={(details) => update.mutate({ [key]: details.checked })}
                colorPalette="emerald"
                justifyContent="space-between"
                width="full"
              >
                <Switch.Label>{label}</Switch.Label>
                <Switch.HiddenInput />
                <Switch.Control>
                  <Switch.Thumb />
                </Switch.Control>
              </Switch.Root>
            ))}
            <PushDevice settings={settings.data} />
          </>
        )}
      </Card.Body>
    </Card.Root>
  );
}

/** This device: subscribed to pushes or not, and the button that changes it. */
function PushDevice({ settings }: { settings: NotificationSettings }) {
  const utils = trpc.useUtils();
  const [subscribed, setSubscribed] = useState<boolean | null>(null);
  const [working, setWorking] = useState(false);
  const availability = pushAvailability();
  const subscribe = trpc.notifications.subscribePush.useMutation();
  const unsubscribe = trpc.notifications.unsubscribePush.useMutation();
  useEffect(() => {
    void currentSubscription().then((found) => setSubscribed(found !== null));
  }, []);

  const turnOn = async () => {
    setWorking(true);
    try {
      const subscription = await subscribeThisDevice(settings.pushPublicKey);
      if (!subscription?.endpoint || !subscription.keys?.p256dh || !subscription.keys.auth) {
        notify.warn('Bạn chưa cho phép BidaHub gửi thông báo trên thiết bị này.');
        return;
      }
      const saved = await subscribe.mutateAsync({
        endpoint: subscription.endpoint,
        keys: { p256dh: subscription.keys.p256dh, auth: subscription.keys.auth },
      });
      utils.notifications.settings.setData(undefined, saved);
      setSubscribed(true);
      notify.success('Thiết bị này sẽ nhận thông báo khi đến lượt bạn.');
    } catch (error) {
      notify.error(callErrorInfo(error).message);
    } finally {
      setWorking(false);
    }
  };

  const turnOff = async () => {
    setWorking(true);
    try {
      const subscription = await currentSubscription();
      if (subscription) {
        await unsubscribe.mutateAsync({ endpoint: subscription.endpoint });
        await subscription.unsubscribe();
      }
      setSubscribed(false);
      void utils.notifications.settings.invalidate();
      notify.success('Đã tắt thông báo đẩy trên thiết bị này.');
    } catch (error) {
      notify.error(callErrorInfo(error).message);
    } finally {
      setWorking(false);
    }
  };

  const note =
    availability === 'unsupported'
      ? 'Trình duyệt này không hỗ trợ thông báo đẩy. Trên iPhone, hãy thêm BidaHub vào Màn hình chính trước.'
      : availability === 'denied'
        ? 'Bạn đã chặn thông báo của BidaHub. Hãy cho phép lại trong cài đặt của trình duyệt.'
        : subscribed
          ? 'Thiết bị này nhận thông báo cả khi BidaHub đang đóng.'
          : 'Bật để nhận thông báo cả khi BidaHub đang đóng.';
  return (
    <Stack gap="2" borderTopWidth="1px" pt="4">
      <HStack justify="space-between" gap="3" flexWrap="wrap">
        <Text fontWeight="medium">Thông báo đẩy trên thiết bị này</Text>
        {availability === 'available' && subscribed !== null ? (
          <Button
            size="sm"
            variant={subscribed ? 'outline' : 'solid'}
            colorPalette="emerald"
            loading={working}
            onClick={() => void (subscribed ? turnOff() : turnOn())}
          >
            {subscribed ? 'Tắt' : 'Bật thông báo đẩy'}
          </Button>
        ) : null}
      </HStack>
      <Text color="fg.muted" fontSize="sm">
        {note}
      </Text>
    </Stack>
  );
}
