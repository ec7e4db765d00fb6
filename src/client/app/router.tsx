import { createBrowserRouter, type LoaderFunction, type RouteObject } from 'react-router-dom';
import { APP_ROUTES, isPhoneAuthPath } from '../../shared/routes';
import { pageComponent } from './page-loader';
import { RootShell } from './root-shell';
import { RouteErrorBoundary } from './route-error-boundary';
import { ShellLayout } from './shell-layout';

// The server sends the Content Security Policy with the HTML document: it is the policy of the
// page the app was first loaded on, whatever the app shows later.
const documentPath = window.location.pathname;

/**
 * Phone sign-in pages need a document of their own (their policy allows Firebase and reCAPTCHA):
 * reached from a page loaded elsewhere, the browser loads them afresh instead.
 */
const ownDocument: LoaderFunction = ({ request }) => {
  if (isPhoneAuthPath(documentPath)) return null;
  window.location.assign(request.url);
  // Never settles: the current page stays until the browser leaves it.
  return new Promise<never>(() => {});
};

const pages: RouteObject[] = APP_ROUTES.map((route) => {
  const Page = pageComponent(route.page);
  return {
    path: route.path,
    element: <Page />,
    handle: { route },
    loader: route.phoneAuth ? ownDocument : undefined,
  };
});

export const routeObjects: RouteObject[] = [
  {
    element: <RootShell />,
    errorElement: <RouteErrorBoundary />,
    children: [
      {
        element: <ShellLayout />,
        errorElement: <RouteErrorBoundary />,
        // Unknown paths fall to `*`, which has no table entry: the guard answers 404.
        children: [...pages, { path: '*', element: null }],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routeObjects);
}
