import { X509Certificate } from 'node:crypto';
import { attributeOf, childOf, childrenOf, parseXmlTree, textOf, type XmlElement } from './xml-tree';

export const HTTP_REDIRECT_BINDING = 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect';

/** What the service needs from an identity provider's metadata. */
export interface IdpMetadata {
  entityId: string;
  /** The SingleSignOnService location for the HTTP-Redirect binding. */
  entryPoint: string;
  /** PEM certificates the IdP signs with. */
  certificates: string[];
}

/** A certificate as PEM, from PEM or bare base64 (as metadata carries it); null when it does not parse. */
export function normalizeCertificate(value: string): string | null {
  const body = value.replace(/-----(BEGIN|END) CERTIFICATE-----/g, '').replace(/\s+/g, '');
  if (body === '' || !/^[A-Za-z0-9+/]+={0,2}$/.test(body)) {
    return null;
  }
  const lines = body.match(/.{1,64}/g) ?? [];
  const pem = `-----BEGIN CERTIFICATE-----\n${lines.join('\n')}\n-----END CERTIFICATE-----\n`;
  try {
    new X509Certificate(pem);
    return pem;
  } catch {
    return null;
  }
}

function findIdpDescriptor(name: string, root: XmlElement): { entity: XmlElement; idp: XmlElement } | null {
  const entities =
    name === 'EntitiesDescriptor'
      ? childrenOf(root, 'EntityDescriptor')
      : name === 'EntityDescriptor'
        ? [root]
        : [];
  for (const entity of entities) {
    const idp = childOf(entity, 'IDPSSODescriptor');
    if (idp !== null) {
      return { entity, idp };
    }
  }
  return null;
}

function signingCertificates(idp: XmlElement): string[] {
  const certificates: string[] = [];
  for (const keyDescriptor of childrenOf(idp, 'KeyDescriptor')) {
    const use = attributeOf(keyDescriptor, 'use');
    if (use !== null && use !== 'signing') {
      continue;
    }
    for (const keyInfo of childrenOf(keyDescriptor, 'KeyInfo')) {
      for (const data of childrenOf(keyInfo, 'X509Data')) {
        for (const certificate of childrenOf(data, 'X509Certificate')) {
          const pem = normalizeCertificate(textOf(certificate) ?? '');
          if (pem !== null && !certificates.includes(pem)) {
            certificates.push(pem);
          }
        }
      }
    }
  }
  return certificates;
}

/**
 * Reads an IdP's SAML 2.0 metadata: its entity id, the HTTP-Redirect single sign-on location and its
 * signing certificates. Answers a reason when something the service needs is missing.
 */
export async function parseIdpMetadata(xml: string): Promise<IdpMetadata | { error: string }> {
  const tree = await parseXmlTree(xml);
  if (tree === null) {
    return { error: 'The metadata is not well-formed XML.' };
  }
  const found = findIdpDescriptor(tree.name, tree.root);
  if (found === null) {
    return { error: 'The metadata has no identity provider (IDPSSODescriptor).' };
  }
  const entityId = attributeOf(found.entity, 'entityID');
  if (entityId === null || entityId.trim() === '') {
    return { error: 'The metadata has no entityID.' };
  }
  const redirect = childrenOf(found.idp, 'SingleSignOnService').find(
    (service) => attributeOf(service, 'Binding') === HTTP_REDIRECT_BINDING,
  );
  const entryPoint = redirect === undefined ? null : attributeOf(redirect, 'Location');
  if (entryPoint === null || entryPoint.trim() === '') {
    return { error: 'The metadata has no single sign-on service for the HTTP-Redirect binding.' };
  }
  const certificates = signingCertificates(found.idp);
  if (certificates.length === 0) {
    return { error: 'The metadata has no signing certificate.' };
  }
  return { entityId: entityId.trim(), entryPoint: entryPoint.trim(), certificates };
}
