import type { ApiScope } from '@/components/api-scope';

/** API prefixes and where the read-only demo copies of their calls live (proposed to the server). */
const DEMO_PREFIXES: readonly (readonly [string, string])[] = [
  ['/insightapi/v1/', '/insightapi/v1/demo/'],
  ['/projectapi/v1/projects/', '/projectapi/v1/demo/projects/'],
  ['/heatmapapi/v1/projects/', '/heatmapapi/v1/demo/projects/'],
];

/** The demo path of an API path: the same call under the public, read-only demo prefix. */
export function demoPath(path: string): string {
  for (const [prefix, demoPrefix] of DEMO_PREFIXES) {
    if (path.startsWith(prefix)) {
      return `${demoPrefix}${path.slice(prefix.length)}`;
    }
  }
  return path;
}

/**
 * The data scope of /demo: the demo organisation's data without a session, read-only. A 401 there must not end
 * anyone's session (there is none), so the client's global 401 handling is off.
 */
export const DEMO_API_SCOPE: ApiScope = {
  name: 'demo',
  isReadOnly: true,
  handlesUnauthorized: false,
  mapPath: demoPath,
};
