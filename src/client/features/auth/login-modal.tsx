import { lazy, Suspense } from 'react';
import { loginModal } from '../../lib/auth-ui';
import { useStore } from '../../lib/use-store';

// The form and its schema load on first use, keeping them out of the first-load bundle.
const LoginModalDialog = lazy(() => import('./login-modal-dialog'));

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
