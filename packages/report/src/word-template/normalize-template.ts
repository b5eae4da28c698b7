import { findTags, parseTag, type EkahauTag } from './ekahau-tags';
import { command, encodeCall, RESERVED_CHARACTERS } from './template-commands';

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
  /** The offset in the part's text where this node's paragraph ends. */
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
    nodes.push({ xmlStart: match.index, xmlEnd: match.index + match[0].length, text, paragraphEnd: 0 });
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
  return nodes;
}

interface Frame {
  kind: 'loop' | 'if';
  variable: string;
  condition: Record<string, unknown>;
  context: string | null;
  hasElse: boolean;
}

/** Turns Ekahau tags into library commands, keeping loops and conditions balanced. */
class CommandWriter {
  private readonly frames: Frame[] = [];
  private loops = 0;

  private context(): string | null {
    for (let index = this.frames.length - 1; index >= 0; index--) {
      const frame = this.frames[index];
      if (frame?.kind === 'loop') {
        return frame.variable;
      }
    }
    return null;
  }

  private close(frame: Frame): string {
    return frame.kind === 'loop' ? command(`END-FOR ${frame.variable}`) : command('END-IF');
  }

  /** Closes frames from the innermost until one of `kind` is closed; nothing when none is open. */
  private closeUntil(kind: Frame['kind']): string {
    if (!this.frames.some((frame) => frame.kind === kind)) {
      return '';
    }
    let out = '';
    for (;;) {
      const frame = this.frames.pop();
      if (frame === undefined) {
        return out;
      }
      out += this.close(frame);
      if (frame.kind === kind) {
        return out;
      }
    }
  }

  write(tag: EkahauTag): string {
    const ctx = this.context();
    switch (tag.kind) {
      case 'data':
        return command(`INS ${encodeCall({ op: 'tag', ctx, name: tag.name })}`);
      case 'visualization':
        return command(`IMAGE ${encodeCall({ op: 'image', ctx, options: tag.options })}`);
      case 'loop-start': {
        this.loops += 1;
        const variable = `loop${this.loops}`;
        this.frames.push({ kind: 'loop', variable, condition: {}, context: ctx, hasElse: false });
        const call = encodeCall({ op: 'children', ctx, loopType: tag.loopType, options: tag.options });
        return command(`FOR ${variable} IN ${call}`);
      }
      case 'loop-end':
        return this.closeUntil('loop');
      case 'if':
        this.frames.push({
          kind: 'if',
          variable: '',
          condition: tag.condition,
          context: ctx,
          hasElse: false,
        });
        return command(`IF ${encodeCall({ op: 'if', ctx, condition: tag.condition, negate: false })}`);
      case 'else': {
        const frame = this.frames.at(-1);
        if (frame?.kind !== 'if' || frame.hasElse) {
          return '';
        }
        frame.hasElse = true;
        const call = encodeCall({ op: 'if', ctx: frame.context, condition: frame.condition, negate: true });
        return command('END-IF') + command(`IF ${call}`);
      }
      case 'endif':
        return this.closeUntil('if');
      case 'other':
        return '';
    }
  }

  /** Closes every block still open (Ekahau templates that never closed a loop or a condition). */
  closeAll(): string {
    let out = '';
    for (let frame = this.frames.pop(); frame !== undefined; frame = this.frames.pop()) {
      out += this.close(frame);
    }
    return out;
  }
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
 */
export function normalizePart(xml: string): NormalizedPart {
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
  const writer = new CommandWriter();
  const tags: EkahauTag[] = [];
  // Each node's new text, built from its pieces outside tags plus the commands of the tags starting in it.
  const pieces: string[][] = nodes.map(() => []);
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
  for (const span of spans) {
    keep(cursor, span.start);
    const tag = parseTag(span.body);
    tags.push(tag);
    pieces[nodeAt(span.start)]?.push(writer.write(tag));
    cursor = span.end;
  }
  keep(cursor, text.length);
  let out = '';
  let xmlCursor = 0;
  nodes.forEach((node, index) => {
    out += xml.slice(xmlCursor, node.xmlStart);
    out += `<w:t xml:space="preserve">${encodeXml((pieces[index] ?? []).join(''))}</w:t>`;
    xmlCursor = node.xmlEnd;
  });
  out += xml.slice(xmlCursor);
  const closing = writer.closeAll();
  return { xml: closing === '' ? out : appendParagraph(out, closing), tags };
}
