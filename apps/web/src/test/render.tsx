import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import type { RenderResult } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { RouteObject } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { AppProviders } from '@/components/app-providers';
import { createAppTheme } from '@/lib/theme';
import { appConfigSchema } from '../lib/config';
import type { AppConfig } from '../lib/config';
import { createQueryClient } from '../lib/query-client';

export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return { ...appConfigSchema.parse({}), ...overrides };
}

/** The app's query client without retries, so failing calls settle at once in tests. */
export function testQueryClient(): QueryClient {
  const client = createQueryClient();
  client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retry: false } });
  return client;
}

export interface RenderOptions {
  config?: AppConfig;
  queryClient?: QueryClient;
}

export function renderWithProviders(ui: ReactNode, options: RenderOptions = {}): RenderResult {
  return render(
    <AppProviders
      config={options.config ?? testConfig()}
      queryClient={options.queryClient ?? testQueryClient()}
      theme={createAppTheme()}
    >
      {ui}
    </AppProviders>,
  );
}

/** Renders routes in a memory router (the data router that useBlocker needs) inside the app providers. */
export function renderRoutes(
  routes: RouteObject[],
  initialEntry: string,
  options: RenderOptions = {},
): RenderResult & { router: ReturnType<typeof createMemoryRouter> } {
  const router = createMemoryRouter(routes, { initialEntries: [initialEntry] });
  const result = renderWithProviders(<RouterProvider router={router} />, options);
  return { ...result, router };
}

export function routeElement(element: ReactElement, path = '/'): RouteObject {
  return { path, element };
}
