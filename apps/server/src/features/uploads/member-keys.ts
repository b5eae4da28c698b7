import { createHash } from 'node:crypto';

const PLAIN_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;

/**
 * The blob key of an archive member of one project version. Ekahau names (`image-<uuid>`,
 * `track-<uuid>.bin`) are kept readable; any other name is hashed, so a hostile member name can never
 * shape a key.
 */
export function memberBlobKey(projectId: string, version: number, memberName: string): string {
  const safe = PLAIN_NAME.test(memberName)
    ? memberName
    : `x-${createHash('sha256').update(memberName).digest('hex').slice(0, 40)}`;
  return `projects/${projectId}/v${version}/members/${safe}`;
}
