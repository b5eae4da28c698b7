import type * as Xml2js from 'xml2js';

let xml2jsModule: Promise<typeof Xml2js> | undefined;

/** xml2js, loaded on first use (SAML sign-ins and IdP metadata only). */
function loadXml2js(): Promise<typeof Xml2js> {
  return (xml2jsModule ??= import('xml2js'));
}

/** An element as xml2js gives it with explicit arrays and char keys: attributes in `$`, text in `_`. */
export interface XmlElement {
  $?: Record<string, string>;
  _?: string;
  [child: string]: unknown;
}

function isElement(value: unknown): value is XmlElement {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Parses XML into a tree with namespace prefixes stripped from element names (IdPs use md:, saml2:, or
 * none). A DOCTYPE is refused outright: SAML never needs one, and entity tricks start there.
 */
export async function parseXmlTree(xml: string): Promise<{ name: string; root: XmlElement } | null> {
  if (/<!DOCTYPE/i.test(xml)) {
    return null;
  }
  const { parseStringPromise, processors } = await loadXml2js();
  let parsed: unknown;
  try {
    parsed = await parseStringPromise(xml, {
      explicitCharkey: true,
      explicitArray: true,
      tagNameProcessors: [processors.stripPrefix],
    });
  } catch {
    return null;
  }
  if (!isElement(parsed)) {
    return null;
  }
  const [name, root] = Object.entries(parsed)[0] ?? [];
  return name !== undefined && isElement(root) ? { name, root } : null;
}

/** The child elements of an element with a (prefix-free) name. */
export function childrenOf(element: XmlElement, name: string): XmlElement[] {
  const value = element[name];
  return Array.isArray(value) ? value.filter(isElement) : [];
}

/** The first child element with a name, or null. */
export function childOf(element: XmlElement, name: string): XmlElement | null {
  return childrenOf(element, name)[0] ?? null;
}

/** An attribute value, or null. */
export function attributeOf(element: XmlElement, name: string): string | null {
  const value = element.$?.[name];
  return typeof value === 'string' ? value : null;
}

/** The trimmed text content of an element, or null when empty. */
export function textOf(element: XmlElement): string | null {
  const value = typeof element._ === 'string' ? element._.trim() : '';
  return value === '' ? null : value;
}
