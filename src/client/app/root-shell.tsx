import { useEffect, type ReactNode } from 'react';
import { LoginModal } from '../features/auth/login-modal';
import { ErrorView } from '../features/errors/error-view';
import { watchBuildFreshness } from '../lib/build-freshness';
import { ConfirmHost } from '../lib/confirm-host';
import { appError } from '../lib/fatal-error';
import { LoadingBar } from '../lib/loading-bar-view';
import { ToastStack } from '../lib/toast-stack';
import { useStore } from '../lib/use-store';
import { ErrorLayout } from './layouts/error-layout';

/** The application shell: global overlays around the routed page, or the app error state. */
export function RootShell({ children }: { children: ReactNode }) {
  const fatal = useStore(appError);

  useEffect(() => watchBuildFreshness(), []);

  return (
    <>
      <LoadingBar />
      {fatal ? (
        <ErrorLayout>
          <ErrorView {...fatal} />
        </ErrorLayout>
      ) : (
        children
      )}
      <ToastStack />
      <ConfirmHost />
      <LoginModal />
    </>
  );
}
