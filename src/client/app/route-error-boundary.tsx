import { useRouteError } from 'react-router-dom';
import { PageLoading } from '../components/page-states';
import { ErrorView } from '../features/errors/error-view';
import { useDocumentTitle } from '../lib/document-title';
import { describeFatalError } from '../lib/fatal-error';
import { isChunkLoadError, reloadGuard } from '../lib/reload-guard';
import { ErrorLayout } from './layouts/error-layout';

/**
 * Uncaught render errors of a route land here. A page chunk that failed to download (usually a
 * new deploy) reloads the page once; the rest is the error page.
 */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const chunkError = isChunkLoadError(error);
  // Decided once per error: render must not reload twice.
  const reloading = chunkError && reloadOnce(error);
  const view = describeFatalError(error);
  useDocumentTitle(reloading ? undefined : String(view.statusCode));

  if (reloading) return <PageLoading />;
  if (!chunkError && view.statusCode >= 500) console.error(error);
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
