import { Suspense } from 'react';
import { loginModal } from '../../lib/auth-ui';
import { useStore } from '../../lib/use-store';
import { lazyPart } from '../../lib/lazy-part';

// The form and its schema load on first use, keeping them out of the first-load bundle.
const { Part: LoginModalDialog } = lazyPart(() => import('./login-modal-dialog'));

/** Opened on demand and by any 401 (except `auth.me`); the page stays where it was. */
export function LoginModal() {
  const open = useStore(loginModal);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <LoginModalDialog />
    </Suspense>
  );
}
