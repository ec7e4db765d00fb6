import { Suspense, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation, useParams, useSearchParams } from 'react-router-dom';
import { MESSAGES } from '../../shared/messages';
import { routeAccess, safeRedirect, type AppRoute } from '../../shared/routes';
import { PageLoading } from '../components/page-states';
import { ErrorView } from '../features/errors/error-view';
import { useAuth } from '../lib/auth';
import { useDocumentTitle } from '../lib/document-title';
import { routeLabel } from '../lib/i18n';
import { useLocale } from '../lib/use-locale';
import { DefaultLayout } from './layouts/default-layout';
import { ErrorLayout } from './layouts/error-layout';
import { useCurrentRoute } from '../lib/current-route';

function redirectState(state: unknown): unknown {
  return typeof state === 'object' && state !== null && 'from' in state ? state.from : undefined;
}

/**
 * Wraps every page: applies the route table's guard, then picks the page's layout. A denied page
 * shows the error page in the error layout, at its own address.
 */
export function ShellLayout() {
  const route = useCurrentRoute();
  const params = useParams();
  const location = useLocation();
  const [search] = useSearchParams();
  const { user } = useAuth();
  const locale = useLocale();

  const redirectTarget = safeRedirect(search.get('redirect') ?? redirectState(location.state));
  const access = route
    ? routeAccess(route, user, params, redirectTarget)
    : ({ kind: 'not-found' } as const);

  const title =
    route && route.id !== 'home' ? routeLabel(locale, route.id, route.title) : undefined;
  useDocumentTitle(
    access.kind === 'forbidden'
      ? '403'
      : access.kind === 'not-found'
        ? '404'
        : access.kind === 'login'
          ? '401'
          : title,
  );

  switch (access.kind) {
    case 'redirect':
      return <Navigate to={access.to} replace />;
    case 'not-found':
      return (
        <ErrorLayout>
          <ErrorView statusCode={404} message={MESSAGES.notFoundPage} />
        </ErrorLayout>
      );
    case 'forbidden':
      return (
        <ErrorLayout>
          <ErrorView statusCode={403} message={MESSAGES.forbidden} />
        </ErrorLayout>
      );
    case 'login':
      return (
        <ErrorLayout>
          <ErrorView statusCode={401} message={MESSAGES.unauthorized} />
        </ErrorLayout>
      );
    case 'pending':
      return <RouteFrame route={route} content={<PageLoading />} />;
    case 'allow':
      return <RouteFrame route={route} content={<Outlet />} />;
  }
}

function RouteFrame({ route, content }: { route: AppRoute | undefined; content: ReactNode }) {
  const Layout = route?.layout === 'error' ? ErrorLayout : DefaultLayout;
  return (
    <Layout>
      <Suspense fallback={<PageLoading />}>{content}</Suspense>
    </Layout>
  );
}
