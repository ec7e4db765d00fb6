import { Suspense, useEffect, type ComponentType, type ReactNode } from 'react';
import { Redirect, Route, useSearch } from 'wouter';
import { useHistoryState } from 'wouter/use-browser-location';
import { MESSAGES } from '../../shared/messages';
import {
  isPhoneAuthPath,
  routeAccess,
  safeRedirect,
  type AppRoute,
  type RouteLayout,
} from '../../shared/routes';
import { PageLoading } from '../components/page-loading';
import { ErrorView } from '../features/errors/error-view';
import { useAuth } from '../lib/auth';
import { useRouteMatch } from '../lib/current-route';
import { useDocumentTitle } from '../lib/document-title';
import { routeLabel } from '../lib/i18n';
import { useLocale } from '../lib/use-locale';
import { DefaultLayout } from './layouts/default-layout';
import { ErrorLayout } from './layouts/error-layout';
import { ScreenLayout } from './layouts/screen-layout';
import { pageComponent } from './page-loader';

// The server sends the Content Security Policy with the HTML document: it is the policy of the
// page the app was first loaded on, whatever the app shows later.
const documentPath = window.location.pathname;

function redirectState(state: unknown): unknown {
  return typeof state === 'object' && state !== null && 'from' in state ? state.from : undefined;
}

/**
 * Wraps every page: applies the route table's guard, then picks the page's layout. A denied page
 * shows the error page in the error layout, at its own address.
 */
export function ShellLayout() {
  const match = useRouteMatch();
  const route = match?.route;
  const search = new URLSearchParams(useSearch());
  const historyState: unknown = useHistoryState();
  const { user } = useAuth();
  const locale = useLocale();

  const redirectTarget = safeRedirect(search.get('redirect') ?? redirectState(historyState));
  const access = match
    ? routeAccess(match.route, user, match.params, redirectTarget)
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
      return <Redirect to={access.to} replace />;
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
      return <RouteFrame route={route} content={route ? <RoutePage route={route} /> : null} />;
  }
}

const LAYOUTS: Record<RouteLayout, ComponentType<{ children: ReactNode }>> = {
  default: DefaultLayout,
  error: ErrorLayout,
  screen: ScreenLayout,
};

function RouteFrame({ route, content }: { route: AppRoute | undefined; content: ReactNode }) {
  const Layout = route ? LAYOUTS[route.layout] : DefaultLayout;
  return (
    <Layout>
      <Suspense fallback={<PageLoading />}>{content}</Suspense>
    </Layout>
  );
}

/** The route's page, with its `:params` for `useParams()`. */
function RoutePage({ route }: { route: AppRoute }) {
  // Phone sign-in pages need a document of their own (its policy allows Firebase and
  // reCAPTCHA): reached from a page loaded elsewhere, the browser loads them afresh.
  const needsOwnDocument = route.phoneAuth === true && !isPhoneAuthPath(documentPath);
  useEffect(() => {
    if (needsOwnDocument) window.location.reload();
  }, [needsOwnDocument]);
  if (needsOwnDocument) return <PageLoading />;
  // One lazy component per page module (pageComponent caches them), so React keeps its state.
  return <Route path={route.path} component={pageComponent(route.page)} />;
}
