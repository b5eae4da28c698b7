import { defineConfig } from 'vite';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';

const API_TARGET = 'http://127.0.0.1:8080';

/** Every path the server answers; the dev server forwards them so the app runs on one origin. */
const PROXIED_PREFIXES = [
  '/authapi',
  '/userapi',
  '/projectapi',
  '/shareapi',
  '/insightapi',
  '/heatmapapi',
  '/notifyapi',
  '/activationapi',
  '/esxfileapi',
  '/site-management-api',
  '/eventapi',
  '/config.json',
  '/dev',
];

/**
 * Heavy libraries get their own named chunks so the sign-in page loads only the shell (React, router,
 * MUI core). Maps, charts and error reporting are imported lazily by the code that needs them, and every
 * route's screen is a React.lazy chunk (app/routes.tsx).
 *
 * The libraries every signed-in page runs on (React; the component library, router and data cache) are one
 * chunk each instead of a hundred small shared ones: a browser fetches six files at a time from one HTTP/1.1
 * origin, and the Insights dashboard's cold start waited in that queue for ~110 chunks (issue #21: its first
 * table page under 500 ms). React comes first, so the sign-in page, which needs React but none of the rest,
 * does not download the signed-in app's libraries.
 */
const LAZY_VENDOR_GROUPS = [
  { name: 'maplibre', test: /node_modules[\\/]maplibre-gl/, priority: 3 },
  // React apart from React DOM: the start-up's early requests (app/early-requests.ts) need only React.
  { name: 'react', test: /node_modules[\\/]react[\\/]/, priority: 2 },
  { name: 'react-dom', test: /node_modules[\\/](react-dom|scheduler)[\\/]/, priority: 2 },
  {
    name: 'app-libraries',
    test: /node_modules[\\/](@mui|@emotion|@popperjs|react-router|@tanstack|react-transition-group|stylis|hoist-non-react-statics|react-is|prop-types|@babel[\\/]runtime|clsx)[\\/]/,
    priority: 1,
  },
  // No group for the charts: a group takes its library's dependencies along (React, clsx), which tied the shell to
  // the charts chunk; ungrouped, Recharts lands in the lazy chunk of the one chart that imports it.
];

export default defineConfig({
  plugins: [react()],
  resolve: {
    // `@/lib/...` and `@/components/...`: features reach shared code without climbing out of their folder.
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  build: {
    outDir: 'dist',
    // Maps are written for error reporting but not referenced from the bundles, and the production server
    // does not serve them (apps/server/src/http/spa.ts): the sources stay private.
    sourcemap: 'hidden',
    rolldownOptions: {
      output: {
        codeSplitting: { groups: LAZY_VENDOR_GROUPS },
      },
    },
  },
  server: {
    proxy: Object.fromEntries(
      PROXIED_PREFIXES.map((prefix) => [prefix, { target: API_TARGET, changeOrigin: false }]),
    ),
  },
  preview: {
    proxy: Object.fromEntries(
      PROXIED_PREFIXES.map((prefix) => [prefix, { target: API_TARGET, changeOrigin: false }]),
    ),
  },
});
