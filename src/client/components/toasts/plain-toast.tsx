import { Box, Text } from '@chakra-ui/react';
import { useEffect, useId } from 'react';
import { runToastAction, toastRole, toasts, type Toast } from '../../lib/toast-store';

/**
 * A toast while its own code could not be fetched (the phone went offline before the idle
 * preload): plain, but announced, timed and closable like the full one, so the message still
 * reaches the scorer.
 */
export function PlainToast({ toast }: { toast: Toast }) {
  const titleId = useId();
  useEffect(() => toasts.shown(toast.id), [toast]);
  return (
    <Box
      role={toastRole(toast)}
      aria-labelledby={titleId}
      data-severity={toast.severity}
      bg="bg.panel"
      borderWidth="1px"
      borderRadius="l2"
      boxShadow="lg"
      padding="3"
      pointerEvents="auto"
      onClick={toast.closable ? () => toasts.remove(toast.id) : undefined}
    >
      <Text id={titleId} fontWeight="semibold">
        {toast.summary ?? toast.detail}
      </Text>
      {toast.summary && toast.detail ? <Text>{toast.detail}</Text> : null}
      {toast.action ? (
        <Box
          as="button"
          mt="2"
          minH="11"
          px="3"
          borderWidth="1px"
          borderRadius="l2"
          fontWeight="semibold"
          onClick={(event) => {
            // The toast's own tap closes it; the action closes it too, once.
            event.stopPropagation();
            runToastAction(toast);
          }}
        >
          {toast.action.label}
        </Box>
      ) : null}
    </Box>
  );
}
