import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import type { Theme } from '@mui/material/styles';
import { NotificationHost } from './notification-host';
import { ConfigContext } from '../lib/config';
import type { AppConfig } from '../lib/config';

export interface AppProvidersProps {
  config: AppConfig;
  queryClient: QueryClient;
  theme: Theme;
  children: ReactNode;
}

/** Theme, data cache, configuration and the notification host around the router. */
export function AppProviders({ config, queryClient, theme, children }: AppProvidersProps) {
  return (
    <ConfigContext.Provider value={config}>
      <QueryClientProvider client={queryClient}>
        <ThemeProvider theme={theme}>
          <CssBaseline />
          {children}
          <NotificationHost />
        </ThemeProvider>
      </QueryClientProvider>
    </ConfigContext.Provider>
  );
}
