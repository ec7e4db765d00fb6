import { Button, CloseButton, HStack, Icon, Portal, Text } from '@chakra-ui/react';
import { Dialog } from '../styled-parts/dialog';
import { CircleHelp, Info, OctagonAlert, TriangleAlert } from 'lucide-react';
import { useRef } from 'react';
import {
  confirmations,
  type ConfirmIcon,
  type ConfirmPosition,
  type ConfirmRequest,
} from '../../lib/confirm-store';
import { useLightModal } from '../../lib/light-modal';
import { useDrag } from '../../lib/use-drag';

const ICONS: Record<ConfirmIcon, { icon: typeof Info; color: string }> = {
  question: { icon: CircleHelp, color: 'emerald.fg' },
  info: { icon: Info, color: 'blue.fg' },
  warning: { icon: TriangleAlert, color: 'orange.fg' },
  danger: { icon: OctagonAlert, color: 'red.fg' },
};

const ALIGN: Record<ConfirmPosition, { alignItems: string; justifyContent: string }> = {
  center: { alignItems: 'center', justifyContent: 'center' },
  top: { alignItems: 'flex-start', justifyContent: 'center' },
  bottom: { alignItems: 'flex-end', justifyContent: 'center' },
  left: { alignItems: 'center', justifyContent: 'flex-start' },
  right: { alignItems: 'center', justifyContent: 'flex-end' },
  topleft: { alignItems: 'flex-start', justifyContent: 'flex-start' },
  topright: { alignItems: 'flex-start', justifyContent: 'flex-end' },
  bottomleft: { alignItems: 'flex-end', justifyContent: 'flex-start' },
  bottomright: { alignItems: 'flex-end', justifyContent: 'flex-end' },
};

export default function ConfirmDialog({ request }: { request: ConfirmRequest }) {
  const acceptRef = useRef<HTMLButtonElement>(null);
  const rejectRef = useRef<HTMLButtonElement>(null);
  const drag = useDrag();
  const { icon, color } = ICONS[request.icon];
  const modal = useLightModal(true, { modal: request.modal, alert: true });

  return (
    <Dialog.Root
      open
      role="alertdialog"
      {...modal.root}
      closeOnInteractOutside={request.modal}
      closeOnEscape
      initialFocusEl={() =>
        request.defaultFocus === 'accept'
          ? acceptRef.current
          : request.defaultFocus === 'reject'
            ? rejectRef.current
            : null
      }
      onOpenChange={(details) => {
        if (!details.open) confirmations.settle(request.id, 'dismiss');
      }}
    >
      <Portal>
        {request.modal ? <Dialog.Backdrop /> : null}
        <Dialog.Positioner
          {...ALIGN[request.position]}
          padding="4"
          pointerEvents={request.modal ? undefined : 'none'}
        >
          <Dialog.Content
            {...modal.content}
            maxW="md"
            my="0"
            pointerEvents="auto"
            style={{ transform: `translate(${drag.offset.x}px, ${drag.offset.y}px)` }}
          >
            <Dialog.Header cursor="move" userSelect="none" touchAction="none" {...drag.handleProps}>
              <Dialog.Title>{request.header}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <HStack align="flex-start" gap="3">
                <Icon as={icon} boxSize="6" color={color} flexShrink={0} aria-hidden />
                <Text>{request.message}</Text>
              </HStack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button
                ref={rejectRef}
                variant="outline"
                onClick={() => confirmations.settle(request.id, 'reject')}
              >
                {request.rejectLabel}
              </Button>
              <Button
                ref={acceptRef}
                colorPalette={request.icon === 'danger' ? 'red' : 'emerald'}
                onClick={() => confirmations.settle(request.id, 'accept')}
              >
                {request.acceptLabel}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Đóng" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
