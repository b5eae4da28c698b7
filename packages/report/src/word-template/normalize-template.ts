import { findTags, parseTag, type EkahauTag, type TagSpan } from './ekahau-tags';
import { CommandWriter } from './command-writer';
import { RESERVED_CHARACTERS } from './template-commands';

/** What normalising one XML part found besides the rewritten XML. */
export interface NormalizedPart {
  xml: string;
  tags: EkahauTag[];
}

interface TextNode {
  /** Where the whole `<w:t …>…</w:t>` element sits in the part's XML. */
  xmlStart: number;
  xmlEnd: number;
  text: string;
  /** The offsets in the part's text where this node's paragraph starts and ends. */
  paragraphStart: number;
  paragraphEnd: number;
}

const TEXT_ELEMENT = /<w:t(?:\s[^>]*)?>([^<]*)<\/w:t>/g;

function decodeXml(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(parseInt(dec, 10)))
    .replace(/&amp;/g, '&');
}

/** Text for an XML text node. */
export function encodeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** The text nodes of a part with their decoded text (reserved characters removed) and paragraph ends. */
function textNodesOf(xml: string): TextNode[] {
  const nodes: TextNode[] = [];
  let offset = 0;
  for (const match of xml.matchAll(TEXT_ELEMENT)) {
    const text = decodeXml(match[1] ?? '').replace(RESERVED_CHARACTERS, '');
    nodes.push({
      xmlStart: match.index,
      xmlEnd: match.index + match[0].length,
      text,
      paragraphStart: 0,
      paragraphEnd: 0,
    });
    offset += text.length;
  }
  // A node's paragraph ends at the text end of the last node before the paragraph's closing tag.
  let textEnd = offset;
  let paragraphClose = Number.POSITIVE_INFINITY;
  for (let index = nodes.length - 1; index >= 0; index--) {
    const node = nodes[index];
    if (node === undefined) {
      continue;
    }
    const close = xml.indexOf('</w:p>', node.xmlEnd);
    const closeAt = close === -1 ? Number.POSITIVE_INFINITY : close;
    if (closeAt !== paragraphClose) {
      paragraphClose = closeAt;
      textEnd = offset;
    }
    node.paragraphEnd = textEnd;
    offset -= node.text.length;
  }
  let previousEnd = -1;
  let paragraphStart = 0;
  for (const node of nodes) {
    if (node.paragraphEnd !== previousEnd) {
      previousEnd = node.paragraphEnd;
      paragraphStart = offset;
    }
    node.paragraphStart = paragraphStart;
    offset += node.text.length;
  }
  return nodes;
}

function commandParagraph(text: string): string {
  return `<w:p><w:r><w:t xml:space="preserve">${encodeXml(text)}</w:t></w:r></w:p>`;
}

/**
 * Block tags that share a paragraph with text get a paragraph of their own, so a condition that is false or
 * a loop that repeats never takes that text along: a loop or `if` opened at the end of a paragraph goes after
 * it, a loop end or `endif` at its start goes before it. Answers, by span index, where such a command goes
 * (an XML offset; `order` sorts an insertion after one paragraph before one ahead of the next).
 */
function placeBlockCommands(
  xml: string,
  nodes: readonly TextNode[],
  text: string,
  spans: readonly TagSpan[],
  tags: readonly EkahauTag[],
  nodeAt: (offset: number) => number,
): ({ at: number; order: number } | undefined)[] {
  const visible = (from: number, to: number): string => {
    let out = '';
    let at = from;
    for (const span of spans) {
      if (span.end <= at || span.start >= to) {
        continue;
      }
      out += text.slice(at, Math.max(at, span.start));
      at = Math.max(at, span.end);
    }
    return (out + text.slice(at, Math.max(at, to))).trim();
  };
  const paragraphOf = (offset: number) => {
    const node = nodes[nodeAt(offset)];
    if (node === undefined) {
      return null;
    }
    const close = xml.indexOf('</w:p>', node.xmlEnd);
    let open = xml.lastIndexOf('<w:p', node.xmlStart);
    while (open !== -1 && !/[\s>]/.test(xml.charAt(open + 4))) {
      open = xml.lastIndexOf('<w:p', open - 1);
    }
    return close === -1 || open === -1
      ? null
      : {
          xmlStart: open,
          xmlEnd: close + '</w:p>'.length,
          textStart: node.paragraphStart,
          textEnd: node.paragraphEnd,
        };
  };
  const isOpening = (tag: EkahauTag | undefined) => tag?.kind === 'loop-start' || tag?.kind === 'if';
  const isClosing = (tag: EkahauTag | undefined) => tag?.kind === 'loop-end' || tag?.kind === 'endif';
  return spans.map((span, index) => {
    const tag = tags[index];
    if (!isOpening(tag) && !isClosing(tag)) {
      return undefined;
    }
    const paragraph = paragraphOf(span.start);
    if (paragraph === null || span.end > paragraph.textEnd) {
      return undefined;
    }
    const inParagraph = spans
      .map((other, at) => ({ other, tag: tags[at] }))
      .filter(({ other }) => other.start >= paragraph.textStart && other.end <= paragraph.textEnd);
    if (isOpening(tag)) {
      const after = inParagraph.filter(({ other }) => other.start > span.start);
      const isAtEnd =
        visible(span.end, paragraph.textEnd) === '' && after.every((item) => isOpening(item.tag));
      return isAtEnd && visible(paragraph.textStart, span.start) !== ''
        ? { at: paragraph.xmlEnd, order: 0 }
        : undefined;
    }
    const before = inParagraph.filter(({ other }) => other.start < span.start);
    const isAtStart =
      visible(paragraph.textStart, span.start) === '' && before.every((item) => isClosing(item.tag));
    return isAtStart && visible(span.end, paragraph.textEnd) !== ''
      ? { at: paragraph.xmlStart, order: 1 }
      : undefined;
  });
}

/** Where the closing commands of unbalanced blocks go: a last paragraph of the body, header or footer. */
function appendParagraph(xml: string, text: string): string {
  const paragraph = `<w:p><w:r><w:t xml:space="preserve">${encodeXml(text)}</w:t></w:r></w:p>`;
  const bodyEnd = xml.lastIndexOf('</w:body>');
  if (bodyEnd !== -1) {
    const sectPr = xml.lastIndexOf('<w:sectPr', bodyEnd);
    const at = sectPr !== -1 && xml.lastIndexOf('</w:p>', bodyEnd) < sectPr ? sectPr : bodyEnd;
    return xml.slice(0, at) + paragraph + xml.slice(at);
  }
  const partEnd = Math.max(xml.lastIndexOf('</w:hdr>'), xml.lastIndexOf('</w:ftr>'));
  return partEnd === -1 ? xml : xml.slice(0, partEnd) + paragraph + xml.slice(partEnd);
}

/**
 * Rewrites one WordprocessingML part (document, header or footer): every Ekahau `<# … #>` tag — split over
 * runs, paragraphs or written with `&lt;`, typographic quotes or no outer braces — becomes one library
 * command in the run where the tag started, and loops and conditions left open are closed at the end.
 * `isFlat` drops loops and conditions altogether, for a template whose blocks the library cannot nest.
 */
export function normalizePart(xml: string, options: { isFlat?: boolean } = {}): NormalizedPart {
  const nodes = textNodesOf(xml);
  const starts: number[] = [];
  let text = '';
  for (const node of nodes) {
    starts.push(text.length);
    text += node.text;
  }
  const nodeAt = (offset: number): number => {
    let low = 0;
    let high = nodes.length - 1;
    while (low < high) {
      const middle = Math.ceil((low + high) / 2);
      if ((starts[middle] ?? 0) <= offset) {
        low = middle;
      } else {
        high = middle - 1;
      }
    }
    return low;
  };
  const spans = findTags(text, (start) => nodes[nodeAt(start)]?.paragraphEnd ?? text.length);
  const writer = new CommandWriter(options.isFlat === true);
  const tags: EkahauTag[] = [];
  const parsed = spans.map((span) => parseTag(span.body));
  const placement = placeBlockCommands(xml, nodes, text, spans, parsed, nodeAt);
  // Each node's new text, built from its pieces outside tags plus the commands of the tags starting in it.
  const pieces: string[][] = nodes.map(() => []);
  const inserts: { at: number; order: number; xml: string }[] = [];
  let cursor = 0;
  const keep = (from: number, to: number) => {
    for (let at = from; at < to;) {
      const index = nodeAt(at);
      const nodeEnd = (starts[index] ?? 0) + (nodes[index]?.text.length ?? 0);
      const until = Math.min(to, nodeEnd);
      pieces[index]?.push(text.slice(at, until));
      at = until === at ? to : until;
    }
  };
  spans.forEach((span, index) => {
    keep(cursor, span.start);
    const tag = parsed[index] ?? parseTag(span.body);
    tags.push(tag);
    const written = writer.write(tag);
    const place = placement[index];
    if (place === undefined || written === '') {
      pieces[nodeAt(span.start)]?.push(written);
    } else {
      inserts.push({ ...place, xml: commandParagraph(written) });
    }
    cursor = span.end;
  });
  keep(cursor, text.length);
  const edits = [
    ...inserts.map((insert) => ({ start: insert.at, end: insert.at, order: insert.order, xml: insert.xml })),
    ...nodes.map((node, index) => ({
      start: node.xmlStart,
      end: node.xmlEnd,
      order: 2,
      xml: `<w:t xml:space="preserve">${encodeXml((pieces[index] ?? []).join(''))}</w:t>`,
    })),
  ].sort((a, b) => a.start - b.start || a.order - b.order);
  let out = '';
  let xmlCursor = 0;
  for (const edit of edits) {
    out += xml.slice(xmlCursor, edit.start) + edit.xml;
    xmlCursor = edit.end;
  }
  out += xml.slice(xmlCursor);
  const closing = writer.closeAll();
  return { xml: closing === '' ? out : appendParagraph(out, closing), tags };
}
