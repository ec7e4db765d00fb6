import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { APP_ROUTES } from '../../shared/routes';
import { pageComponent } from './page-loader';
import { RootShell } from './root-shell';
import { RouteErrorBoundary } from './route-error-boundary';
import { ShellLayout } from './shell-layout';

const pages: RouteObject[] = APP_ROUTES.map((route) => {
  const Page = pageComponent(route.page);
  return { path: route.path, element: <Page />, handle: { route } };
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
