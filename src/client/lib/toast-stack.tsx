import { Alert, Box, CloseButton, Portal, Stack } from '@chakra-ui/react';
import { useEffect, useId, useState } from 'react';
import { langOf } from '../../shared/messages';
import { LAYERS } from './layers';
import { toasts, type Toast, type ToastSeverity } from './toast-store';
import { useStore } from './use-store';

const STATUS: Record<ToastSeverity, 'info' | 'success' | 'warning' | 'error' | 'neutral'> = {
  info: 'info',
  success: 'success',
  warn: 'warning',
  error: 'error',
  secondary: 'neutral',
  contrast: 'neutral',
};

/** Once the last toast has left, the layer stays 200 ms before it is removed (SPEC §9). */
const LAYER_CLEANUP_MS = 200;

function ToastItem({ toast }: { toast: Toast }) {
  const titleId = useId();
  const urgent = toast.severity === 'error' || toast.severity === 'warn';
  const contrast = toast.severity === 'contrast';
  return (
    <Alert.Root
      status={STATUS[toast.severity]}
      variant={contrast ? 'solid' : 'surface'}
      role={urgent ? 'alert' : 'status'}
      aria-labelledby={titleId}
      data-severity={toast.severity}
      boxShadow="lg"
      bg={contrast ? 'gray.900' : undefined}
      color={contrast ? 'white' : undefined}
      _dark={contrast ? { bg: 'gray.50', color: 'gray.900' } : undefined}
      animationName="slide-from-right, fade-in"
      animationDuration="moderate"
      pointerEvents="auto"
    >
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title id={titleId} lang={langOf(toast.summary ?? toast.detail)}>
          {toast.summary ?? toast.detail}
        </Alert.Title>
        {toast.summary && toast.detail ? (
          <Alert.Description>{toast.detail}</Alert.Description>
        ) : null}
      </Alert.Content>
      {toast.closable ? (
        <CloseButton
          size="xs"
          alignSelf="flex-start"
          color="inherit"
          aria-label="Đóng thông báo"
          onClick={() => toasts.remove(toast.id)}
        />
      ) : null}
    </Alert.Root>
  );
}

export type ToastPlacement = 'top-right' | 'top-left' | 'bottom-right' | 'bottom-left';

/** Renders the toasts of one group (ungrouped ones when `group` is absent), 20 px from the edge. */
export function ToastStack({
  group,
  placement = 'top-right',
}: {
  group?: string;
  placement?: ToastPlacement;
}) {
  const all = useStore({ get: toasts.getSnapshot, subscribe: toasts.subscribe });
  const mine = all.filter((t) => t.group === group);
  const hasToasts = mine.length > 0;
  // The layer lingers briefly after the last toast leaves (adjusted during render, not in an effect).
  const [hadToasts, setHadToasts] = useState(hasToasts);
  const [lingering, setLingering] = useState(false);
  if (hadToasts !== hasToasts) {
    setHadToasts(hasToasts);
    setLingering(!hasToasts);
  }

  useEffect(() => {
    if (!lingering) return;
    const timer = setTimeout(() => setLingering(false), LAYER_CLEANUP_MS);
    return () => clearTimeout(timer);
  }, [lingering]);

  if (!hasToasts && !lingering) return null;
  const [vertical, horizontal] = placement.split('-') as ['top' | 'bottom', 'left' | 'right'];
  return (
    <Portal>
      <Box
        role="region"
        aria-label="Thông báo"
        // Live region: also exempts the toasts from a modal's aria-hidden on the rest of the page.
        aria-live="polite"
        position="fixed"
        {...{ [vertical]: '20px', [horizontal]: '20px' }}
        zIndex={LAYERS.toast}
        width="min(380px, calc(100vw - 40px))"
        pointerEvents="none"
      >
        <Stack gap="2" direction={vertical === 'top' ? 'column' : 'column-reverse'}>
          {mine.map((toast) => (
            <ToastItem key={toast.id} toast={toast} />
          ))}
        </Stack>
      </Box>
    </Portal>
  );
}
