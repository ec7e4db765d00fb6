import { StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { AppProviders } from './app/providers';
import { AppRoutes } from './app/router';
import { StartupErrorPage } from './app/startup-error';
import { reloadOnChunkError } from './lib/build-freshness';
import { followSystemColorScheme } from './lib/color-mode';
import { showFatalError } from './lib/fatal-error';

followSystemColorScheme();
reloadOnChunkError();

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

// Errors no route boundary caught (start-up, providers) become the app error state.
const root: Root = createRoot(container, {
  onUncaughtError(error) {
    showFatalError(error);
    queueMicrotask(() => root.render(<StartupErrorPage />));
  },
});

try {
  root.render(
    <StrictMode>
      <AppProviders>
        <AppRoutes />
      </AppProviders>
    </StrictMode>,
  );
} catch (error) {
  showFatalError(error);
  root.render(<StartupErrorPage />);
}
