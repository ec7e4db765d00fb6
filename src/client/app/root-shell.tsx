import { Suspense, useEffect, type ReactNode } from 'react';
import { LoginModal } from '../features/auth/login-modal';
import { ErrorView } from '../features/errors/error-view';
import { watchBuildFreshness } from '../lib/build-freshness';
import { ConfirmHost } from '../components/confirm/confirm-host';
import { appError } from '../lib/fatal-error';
import { lazyPart } from '../lib/lazy-part';
import { ToastStack } from '../components/toasts/toast-stack';
import { useStore } from '../lib/use-store';
import { ErrorLayout } from './layouts/error-layout';

// Off the first load: the bar matters once something takes a while, by when its code is here.
const { Part: LoadingBar } = lazyPart(() => import('../components/loading-bar-view'));

/** The application shell: global overlays around the routed page, or the app error state. */
export function RootShell({ children }: { children: ReactNode }) {
  const fatal = useStore(appError);

  useEffect(() => watchBuildFreshness(), []);

  return (
    <>
      <Suspense fallback={null}>
        <LoadingBar />
      </Suspense>
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
