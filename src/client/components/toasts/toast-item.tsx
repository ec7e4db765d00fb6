import { Button, CloseButton } from '@chakra-ui/react';
import { useEffect, useId } from 'react';
import { Alert } from '../styled-parts/alert';
import {
  runToastAction,
  toastRole,
  toasts,
  type Toast,
  type ToastSeverity,
} from '../../lib/toast-store';

const STATUS: Record<ToastSeverity, 'info' | 'success' | 'warning' | 'error' | 'neutral'> = {
  info: 'info',
  success: 'success',
  warn: 'warning',
  error: 'error',
  secondary: 'neutral',
  contrast: 'neutral',
};

/** One toast: its severity's colours and icon, title, detail, action (an undo) and close button. */
export default function ToastItem({ toast }: { toast: Toast }) {
  const titleId = useId();
  // Keyed on the toast itself: one re-added under the same id starts a new life.
  useEffect(() => toasts.shown(toast.id), [toast]);
  const contrast = toast.severity === 'contrast';
  return (
    <Alert.Root
      status={STATUS[toast.severity]}
      variant={contrast ? 'solid' : 'surface'}
      role={toastRole(toast)}
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
        <Alert.Title id={titleId}>{toast.summary ?? toast.detail}</Alert.Title>
        {toast.summary && toast.detail ? (
          <Alert.Description>{toast.detail}</Alert.Description>
        ) : null}
      </Alert.Content>
      {toast.action ? (
        <Button
          size="sm"
          variant="outline"
          colorPalette="gray"
          alignSelf="center"
          flexShrink={0}
          minH="11"
          onClick={() => runToastAction(toast)}
        >
          {toast.action.label}
        </Button>
      ) : null}
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
