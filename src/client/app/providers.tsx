import { ChakraProvider } from '@chakra-ui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { trpc } from '../lib/trpc';
import { queryClient, trpcClient } from './clients';
import { appSystem } from './theme';

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <BrowserRouter>
      <ChakraProvider value={appSystem()}>
        <trpc.Provider client={trpcClient} queryClient={queryClient}>
          <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
        </trpc.Provider>
      </ChakraProvider>
    </BrowserRouter>
  );
}
