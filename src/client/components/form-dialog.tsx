// A dialog around a form: title, fields, then "Huỷ" and the submit button. The rank change, the
// match assignment, the payout rejection and the embed snippet are each one of these.
import { Button, CloseButton, Portal } from '@chakra-ui/react';
import type { FormEvent, ReactNode, RefObject } from 'react';
import { useLightModal } from '../lib/light-modal';
import { Dialog } from './styled-parts/dialog';

export interface FormDialogProps {
  title: ReactNode;
  /** Called when the dialog is dismissed (Huỷ, ×, Escape, the backdrop). */
  onClose: () => void;
  onSubmit: (event: FormEvent) => void;
  submitLabel: string;
  /** The button that dismisses it: "Huỷ", or "Đóng" where nothing is lost by closing. */
  cancelLabel?: string;
  /** Red for a decision that takes something back (a rejection). */
  submitPalette?: 'emerald' | 'red';
  submitting: boolean;
  loadingText?: string;
  /** The field to focus first (default: the first focusable one). */
  initialFocus?: RefObject<HTMLElement | null>;
  /** `alertdialog` for a decision that needs a reason. */
  role?: 'dialog' | 'alertdialog';
  size?: 'sm' | 'md';
  children: ReactNode;
}

export function FormDialog({
  title,
  onClose,
  onSubmit,
  submitLabel,
  cancelLabel = 'Huỷ',
  submitPalette = 'emerald',
  submitting,
  loadingText,
  initialFocus,
  role,
  size,
  children,
}: FormDialogProps) {
  const modal = useLightModal(true, { alert: role === 'alertdialog' });
  return (
    <Dialog.Root
      open
      {...modal.root}
      onOpenChange={(details) => (details.open ? undefined : onClose())}
      role={role}
      size={size}
      initialFocusEl={initialFocus ? () => initialFocus.current : undefined}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner padding="4">
          <Dialog.Content asChild {...modal.content}>
            <form onSubmit={onSubmit} noValidate>
              <Dialog.Header>
                <Dialog.Title>{title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>{children}</Dialog.Body>
              <Dialog.Footer>
                <Dialog.ActionTrigger asChild>
                  <Button variant="outline" type="button">
                    {cancelLabel}
                  </Button>
                </Dialog.ActionTrigger>
                <Button
                  type="submit"
                  colorPalette={submitPalette}
                  loading={submitting}
                  loadingText={loadingText}
                >
                  {submitLabel}
                </Button>
              </Dialog.Footer>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label="Đóng" />
              </Dialog.CloseTrigger>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
