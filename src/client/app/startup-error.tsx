import { ChakraProvider } from '@chakra-ui/react';
import { BrowserRouter } from 'react-router-dom';
import { MESSAGES } from '../../shared/messages';
import { ErrorView } from '../features/errors/error-view';
import { appError } from '../lib/fatal-error';
import { useStore } from '../lib/use-store';
import { ErrorLayout } from './layouts/error-layout';
import { appSystem } from './theme';

/** The app error state when the application itself could not start or crashed outside a route. */
export function StartupErrorPage() {
  const view = useStore(appError) ?? { statusCode: 500, message: MESSAGES.internalError };
  return (
    <BrowserRouter>
      <ChakraProvider value={appSystem()}>
        <ErrorLayout>
          <ErrorView {...view} />
        </ErrorLayout>
      </ChakraProvider>
    </BrowserRouter>
  );
}
