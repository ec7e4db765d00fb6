import { createElement, Suspense, useEffect, type ComponentType, type ReactNode } from 'react';
import { Navigate, Route, Routes, useLocation, useSearchParams } from 'react-router-dom';
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
  const [search] = useSearchParams();
  const historyState: unknown = useLocation().state;
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
      return <Navigate to={access.to} replace />;
    // In the site's frame, so that the menu is still there to go somewhere else.
    case 'not-found':
      return (
        <DefaultLayout>
          <ErrorView statusCode={404} message={MESSAGES.notFoundPage} />
        </DefaultLayout>
      );
    case 'forbidden':
      return (
        <DefaultLayout>
          <ErrorView statusCode={403} message={MESSAGES.forbidden} />
        </DefaultLayout>
      );
    case 'login':
      return (
        <DefaultLayout>
          <ErrorView statusCode={401} message={MESSAGES.unauthorized} />
        </DefaultLayout>
      );
    case 'pending':
      return <RouteFrame route={route} content={<PageLoading />} />;
    case 'allow':
      return <RouteFrame route={route} content={route ? <RoutePage route={route} /> : null} />;
  }
}

const LAYOUTS: Record<RouteLayout, ComponentType<{ children: ReactNode }>> = {
  default: DefaultLayout,
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
  return (
    <Routes>
      <Route path={route.path} element={createElement(pageComponent(route.page))} />
    </Routes>
  );
}
