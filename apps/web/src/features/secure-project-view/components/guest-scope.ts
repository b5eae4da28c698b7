import type { ApiScope } from '@/components/api-scope';

/**
 * The data scope of a guest's project: read-only, cached apart from any signed-in session, and without the global
 * 401 handling (a revoked guest sees the failure on the page instead of being sent to the sign-in screen).
 */
export function guestScope(keyId: string): ApiScope {
  return { name: `guest:${keyId}`, isReadOnly: true, handlesUnauthorized: false, mapPath: (path) => path };
}
