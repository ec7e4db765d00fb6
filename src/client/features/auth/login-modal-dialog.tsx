import { CloseButton, Portal } from '@chakra-ui/react';
import { Dialog } from '../../components/styled-parts/dialog';
import { closeLoginModal } from '../../lib/auth-ui';
import { useLightModal } from '../../lib/light-modal';
import { LoginForm } from './login-form';

/** The login modal's dialog, loaded the first time the modal opens. */
export default function LoginModalDialog() {
  const modal = useLightModal(true);
  return (
    <Dialog.Root
      open
      {...modal.root}
      onOpenChange={(details) => {
        if (!details.open) closeLoginModal();
      }}
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner padding="4">
          <Dialog.Content maxW="sm" {...modal.content}>
            <Dialog.Header>
              <Dialog.Title>Đăng nhập</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body pb="6">
              <LoginForm onSignedIn={closeLoginModal} onNavigateAway={closeLoginModal} />
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Đóng" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
