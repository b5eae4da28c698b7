import type { SecureLink } from '@airlens/contract';

/** Presents a secure link with ISO dates. */
export function presentSecureLink(link: {
  keyId: string;
  email: string;
  url: string;
  createdAt: Date;
  lastUsedAt: Date | null;
}): SecureLink {
  return {
    keyId: link.keyId,
    email: link.email,
    url: link.url,
    createdAt: link.createdAt.toISOString(),
    lastUsedAt: link.lastUsedAt === null ? null : link.lastUsedAt.toISOString(),
  };
}
