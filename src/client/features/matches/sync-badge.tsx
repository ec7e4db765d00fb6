// The scorer's line under the board: what the queue on this phone is doing (synced, sending,
// waiting for the network, with "Gửi ngay", or refused), for pool's racks and carom's protocol
// alike.
import { Badge, Button, HStack, Spinner, Stack } from '@chakra-ui/react';
import { Alert } from '../../components/styled-parts/alert';
import { Check, CloudOff, CloudUpload } from 'lucide-react';
import type { SyncState } from './rack-queue';

export function SyncBadge({
  state,
  label,
  what,
  onFlush,
}: {
  state: Exclude<SyncState, { kind: 'refused' }>;
  /** The line's name for screen readers: 'Đồng bộ tỉ số'. */
  label: string;
  /** What waits, in the texts: '3 ván', 'biên bản'. */
  what: string;
  onFlush: () => void;
}) {
  const line = {
    synced: { icon: <Check aria-hidden />, palette: 'emerald', text: 'Đã đồng bộ' },
    sending: { icon: <Spinner size="xs" />, palette: 'blue', text: `Đang gửi ${what}…` },
    waiting: {
      icon: <CloudOff aria-hidden />,
      palette: 'orange',
      text: `Chưa gửi ${what}: sẽ tự gửi khi có mạng`,
    },
  }[state.kind];
  return (
    <HStack justify="center" gap="2" flexWrap="wrap" role="status" aria-label={label}>
      <Badge colorPalette={line.palette} variant="subtle" size="lg" data-testid="sync-state">
        {line.icon}
        {line.text}
      </Badge>
      {state.kind === 'waiting' ? (
        <Button size="sm" variant="ghost" onClick={onFlush}>
          <CloudUpload aria-hidden />
          Gửi ngay
        </Button>
      ) : null}
    </HStack>
  );
}

/**
 * The server refused what this phone queued (another device changed the match): the scorer
 * sends theirs over the server's (while the match is live) or drops it.
 */
export function RefusedSync({
  label,
  title,
  description,
  resendLabel,
  discardLabel,
  onResend,
  onDiscard,
}: {
  label: string;
  title: string;
  description: string;
  resendLabel: string;
  discardLabel: string;
  /** Absent once the match is no longer live: only dropping is left. */
  onResend?: () => void;
  onDiscard: () => void;
}) {
  return (
    <Alert.Root status="error" role="alert" aria-label={label}>
      <Alert.Indicator />
      <Stack gap="3" flex="1">
        <Alert.Title>{title}</Alert.Title>
        <Alert.Description>{description}</Alert.Description>
        <HStack gap="2" flexWrap="wrap">
          {onResend ? (
            <Button size="md" colorPalette="red" onClick={onResend}>
              {resendLabel}
            </Button>
          ) : null}
          <Button size="md" variant="outline" onClick={onDiscard}>
            {discardLabel}
          </Button>
        </HStack>
      </Stack>
    </Alert.Root>
  );
}
