import { ControllerArchiveError } from './errors.ts';

/** A parsed XML element: attributes as strings, child elements as arrays under their local names. */
export type XmlNode = Record<string, unknown>;

const PREDEFINED: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

/**
 * Attribute text with XML's five predefined entities and numeric character references decoded. The parser runs
 * with entity processing off (no DOCTYPE can define more), so this fixed-size replacement is all there is.
 */
export function decodeXmlText(value: string): string {
  return value.replace(/&(#x[0-9a-fA-F]{1,6}|#[0-9]{1,7}|lt|gt|amp|quot|apos);/g, (whole, body: string) => {
    if (body.startsWith('#')) {
      const code = body.startsWith('#x') ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return PREDEFINED[body] ?? whole;
  });
}

/** Text with the characters XML attributes cannot hold escaped. */
export function escapeXml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;')
    .split('')
    .filter((char) => {
      // XML 1.0 cannot hold C0 controls other than tab, line feed and carriage return, even escaped.
      const code = char.charCodeAt(0);
      return code >= 32 || code === 9 || code === 10 || code === 13;
    })
    .join('');
}

/** The child elements of a node with one local name (always an array). */
export function childrenOf(node: XmlNode, tag: string): XmlNode[] {
  const value = node[tag];
  if (value === undefined) {
    return [];
  }
  const list = Array.isArray(value) ? (value as unknown[]) : [value];
  return list.filter((item): item is XmlNode => typeof item === 'object' && item !== null);
}

/** The first of several attribute names a node has, decoded; undefined when none is there or it is blank. */
export function attrOf(node: XmlNode, ...names: string[]): string | undefined {
  for (const name of names) {
    const value = node[name];
    if (typeof value === 'string' && value.trim() !== '') {
      return decodeXmlText(value.trim());
    }
  }
  return undefined;
}

/** A numeric attribute: undefined when absent, an `INVALID_VALUE` error when present but not a finite number. */
export function numberOf(node: XmlNode, what: string, ...names: string[]): number | undefined {
  const text = attrOf(node, ...names);
  if (text === undefined) {
    return undefined;
  }
  const value = Number(text);
  if (!Number.isFinite(value)) {
    throw new ControllerArchiveError(
      'INVALID_VALUE',
      `${what} has ${names[0] ?? 'a value'}="${text.slice(0, 40)}", which is not a number.`,
    );
  }
  return value;
}

/** Throws `INVALID_XML` when elements nest deeper than `maxDepth` (checked before parsing, in one pass). */
export function assertDepth(xml: string, maxDepth: number): void {
  let depth = 0;
  const tags = /<(\/?)[A-Za-z_][^>]*?(\/?)>/g;
  for (let match = tags.exec(xml); match !== null; match = tags.exec(xml)) {
    if (match[1] === '/') {
      depth -= 1;
    } else if (match[2] !== '/') {
      depth += 1;
      if (depth > maxDepth) {
        throw new ControllerArchiveError(
          'INVALID_XML',
          `MapsImportExport.xml nests elements more than ${maxDepth} deep.`,
        );
      }
    }
  }
}
