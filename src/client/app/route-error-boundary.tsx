import { Component, useEffect, type ReactNode } from 'react';
import { MESSAGES } from '../../shared/messages';
import { PageLoading } from '../components/page-loading';
import { ErrorView } from '../features/errors/error-view';
import { useDocumentTitle } from '../lib/document-title';
import { describeFatalError } from '../lib/fatal-error';
import { isChunkLoadError, reloadGuard } from '../lib/reload-guard';
import { ErrorLayout } from './layouts/error-layout';
import { reportError } from '../lib/report-error';

interface BoundaryProps {
  /** A new value (the next address) clears a caught error. */
  resetKey: string;
  children: ReactNode;
}

/** Catches what a route throws while rendering, until the user goes elsewhere. */
export class RouteErrorBoundary extends Component<BoundaryProps, { error: unknown; key: string }> {
  override state = { error: undefined as unknown, key: this.props.resetKey };

  static getDerivedStateFromError(error: unknown) {
    return { error: error ?? new Error('Internal Error') };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: { error: unknown; key: string }) {
    return props.resetKey === state.key ? null : { error: undefined, key: props.resetKey };
  }

  override render() {
    return this.state.error === undefined ? (
      this.props.children
    ) : (
      <RouteErrorView error={this.state.error} />
    );
  }
}

/**
 * Uncaught render errors of a route land here. A page chunk that failed to download (usually a
 * new deploy) reloads the page once; offline, it waits for the network first, since a reload
 * then would only show the browser's error page. The rest is the error page.
 */
function RouteErrorView({ error }: { error: unknown }) {
  const chunkError = isChunkLoadError(error);
  const offline = chunkError && !navigator.onLine;
  // Decided once per error: render must not reload twice.
  const reloading = chunkError && !offline && reloadOnce(error);
  const view = describeFatalError(error);
  useDocumentTitle(reloading || offline ? undefined : String(view.statusCode));
  useEffect(() => {
    if (!offline) return;
    const reload = () => void reloadGuard.tryReload();
    window.addEventListener('online', reload, { once: true });
    return () => window.removeEventListener('online', reload);
  }, [offline]);

  if (offline) return <PageLoading label={MESSAGES.pageWaitsForNetwork} />;
  if (reloading) return <PageLoading />;
  if (!chunkError && view.statusCode >= 500) reportError(error);
  return (
    <ErrorLayout>
      <ErrorView {...view} />
    </ErrorLayout>
  );
}

const reloadedFor = new WeakSet<object>();

function reloadOnce(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  if (reloadedFor.has(error)) return true;
  const reloaded = reloadGuard.tryReload();
  if (reloaded) reloadedFor.add(error);
  return reloaded;
}
