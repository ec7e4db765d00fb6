import { Button, Card, Code, HStack, Stack, Text, Wrap } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { PageHeader } from '../../components/page-header';
import { confirm } from '../../lib/confirm-store';
import { FatalError, showFatalError } from '../../lib/fatal-error';
import { withLoadingBar } from '../../lib/loading-bar';
import { ToastStack } from '../../components/toasts/toast-stack';
import { notify, toasts, type ToastSeverity } from '../../lib/toast-store';
import { trpc } from '../../lib/trpc';

const GROUP = 'self-test';

const SEVERITY_BUTTONS: { severity: ToastSeverity; label: string; fire: () => void }[] = [
  { severity: 'info', label: 'Thông tin', fire: () => notify.info('Đây là một thông báo.') },
  { severity: 'success', label: 'Thành công', fire: () => notify.success() },
  { severity: 'warn', label: 'Cảnh báo', fire: () => notify.warn('Hãy kiểm tra lại lựa chọn.') },
  { severity: 'error', label: 'Lỗi', fire: () => notify.error('Đã có lỗi xảy ra.') },
  {
    severity: 'secondary',
    label: 'Phụ',
    fire: () =>
      toasts.add({
        severity: 'secondary',
        summary: 'Ghi chú',
        detail: 'Thông báo phụ.',
        life: 3000,
      }),
  },
  {
    severity: 'contrast',
    label: 'Tương phản',
    fire: () =>
      toasts.add({
        severity: 'contrast',
        summary: 'Nổi bật',
        detail: 'Thông báo tương phản.',
        life: 3000,
      }),
  },
];

const CONFIRM_RESULTS = { accept: 'Đã đồng ý', reject: 'Đã từ chối' } as const;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card.Root>
      <Card.Header pb="0">
        <Card.Title as="h2">{title}</Card.Title>
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card.Root>
  );
}

function CrashOnRender(): never {
  throw new Error('Lỗi thử nghiệm khi hiển thị trang');
}

export default function SelfTestPage() {
  const [confirmResult, setConfirmResult] = useState<string | null>(null);
  const [crash, setCrash] = useState(false);
  const [loadingDemo, setLoadingDemo] = useState(false);
  const [race, setRace] = useState<string | null>(null);
  const utils = trpc.useUtils();
  const needsLogin = trpc.auth.updateInfo.useMutation({ onSuccess: () => notify.success() });

  const askConfirmation = async () => {
    setConfirmResult(null);
    const ran: { callback?: keyof typeof CONFIRM_RESULTS } = {};
    const accepted = await confirm({
      header: 'Xác nhận thao tác',
      message: 'Bạn có chắc muốn tiếp tục?',
      icon: 'warning',
      acceptLabel: 'Tiếp tục',
      rejectLabel: 'Huỷ bỏ',
      accept: () => {
        ran.callback = 'accept';
      },
      reject: () => {
        ran.callback = 'reject';
      },
    });
    setConfirmResult(
      `${accepted ? 'Đồng ý' : 'Không đồng ý'} · ${ran.callback ? CONFIRM_RESULTS[ran.callback] : 'không có callback'}`,
    );
  };

  const runLoadingBar = async () => {
    setLoadingDemo(true);
    await withLoadingBar(() => new Promise((resolve) => setTimeout(resolve, 2500)));
    setLoadingDemo(false);
  };

  const mapRace = async () => {
    setRace(null);
    const result = await utils.config.mapRaceTo
      .fetch({ rankA: 'K', rankB: 'A', raceTo: 3 }, { staleTime: 0 })
      .catch(() => null);
    if (result)
      setRace(`K chạm ${result.raceA} – A chạm ${result.raceB} (chấp ${result.spot} ván)`);
  };

  if (crash) return <CrashOnRender />;

  return (
    <Stack gap="6">
      <PageHeader
        title="Tự kiểm tra giao diện"
        description="Thử các thông báo, hộp xác nhận, thanh tiến trình và cách ứng dụng xử lý lỗi."
      />
      <Section title="Thông báo">
        <Stack gap="4">
          <Wrap gap="2">
            {SEVERITY_BUTTONS.map(({ severity, label, fire }) => (
              <Button
                key={severity}
                size="sm"
                variant="outline"
                onClick={fire}
                data-severity={severity}
              >
                {label}
              </Button>
            ))}
          </Wrap>
          <Wrap gap="2">
            <Button
              size="sm"
              variant="subtle"
              onClick={() =>
                toasts.add({ summary: 'Thông báo không tự đóng', detail: 'Đóng bằng nút ×.' })
              }
            >
              Thông báo không tự đóng
            </Button>
            <Button
              size="sm"
              variant="subtle"
              onClick={() => {
                toasts.add({ group: GROUP, severity: 'info', summary: 'Nhóm thử nghiệm 1' });
                toasts.add({ group: GROUP, severity: 'success', summary: 'Nhóm thử nghiệm 2' });
              }}
            >
              Thông báo theo nhóm
            </Button>
            <Button size="sm" variant="subtle" onClick={() => toasts.removeGroup(GROUP)}>
              Xoá nhóm
            </Button>
            <Button
              size="sm"
              variant="subtle"
              colorPalette="red"
              onClick={() => toasts.removeAll()}
            >
              Xoá tất cả
            </Button>
          </Wrap>
        </Stack>
      </Section>

      <Section title="Hộp xác nhận">
        <HStack gap="4" flexWrap="wrap">
          <Button size="sm" onClick={() => void askConfirmation()}>
            Mở hộp xác nhận
          </Button>
          <Text aria-live="polite" data-testid="confirm-result">
            {confirmResult ? `Kết quả: ${confirmResult}` : null}
          </Text>
        </HStack>
      </Section>

      <Section title="Thanh tiến trình">
        <Button
          size="sm"
          alignSelf="flex-start"
          loading={loadingDemo}
          onClick={() => void runLoadingBar()}
        >
          Chạy thanh tiến trình
        </Button>
      </Section>

      <Section title="Gọi máy chủ">
        <Stack gap="3" align="flex-start">
          <Text color="fg.muted" fontSize="sm">
            Khi chưa đăng nhập, máy chủ trả lời <Code>401</Code>: thông báo lỗi hiện ra và hộp đăng
            nhập mở.
          </Text>
          <Button size="sm" loading={needsLogin.isPending} onClick={() => needsLogin.mutate({})}>
            Gọi API cần đăng nhập
          </Button>
          <Text color="fg.muted" fontSize="sm">
            Hạng K gặp hạng A, chạm 3: máy chủ kèm một cảnh báo, hiện thành thông báo trong 5 giây.
          </Text>
          <Button size="sm" onClick={() => void mapRace()}>
            Tính số ván chạm K – A
          </Button>
          {race ? <Text data-testid="race-result">{race}</Text> : null}
        </Stack>
      </Section>

      <Section title="Lỗi nghiêm trọng">
        <Wrap gap="2">
          <Button size="sm" colorPalette="red" onClick={() => setCrash(true)}>
            Gây lỗi khi hiển thị
          </Button>
          <Button
            size="sm"
            colorPalette="red"
            variant="outline"
            onClick={() =>
              showFatalError(
                new FatalError(
                  503,
                  undefined,
                  JSON.stringify({ message: 'Hệ thống đang bảo trì, vui lòng quay lại sau' }),
                ),
              )
            }
          >
            Lỗi kèm thông điệp máy chủ
          </Button>
        </Wrap>
      </Section>

      <ToastStack group={GROUP} placement="bottom-right" />
    </Stack>
  );
}
