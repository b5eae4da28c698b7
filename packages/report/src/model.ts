/**
 * The document model every report section is written in, once, for both writers (PDF and DOCX): a flat list
 * of blocks plus the page setup, running header and footer.
 */

/** A colour as `#rrggbb`. */
export type HexColor = string;

/** A cell's verdict: painted green (pass), red (fail), or not painted. */
export type CellStatus = 'pass' | 'fail' | 'none';

/** A heading; levels 1 and 2 are listed in the table of contents. Its text is always set on one line. */
export interface HeadingBlock {
  kind: 'heading';
  level: 1 | 2 | 3;
  text: string;
}

/** A paragraph of running text. `note` is set smaller and muted; `title` and `subtitle` are the cover's. */
export interface ParagraphBlock {
  kind: 'paragraph';
  text: string;
  style?: 'body' | 'note' | 'title' | 'subtitle';
  isBold?: boolean;
}

export interface TableCell {
  text: string;
  status?: CellStatus;
}

export interface TableColumn {
  header: string;
  /** Share of the table's width (relative to the other columns). */
  weight?: number;
  align?: 'left' | 'right';
}

/** A table with one header row (repeated on every page it runs over). */
export interface TableBlock {
  kind: 'table';
  columns: TableColumn[];
  rows: TableCell[][];
}

/** A PNG image; `widthPx` at `dpi` gives its printed size, shrunk to the text width when wider. */
export interface ImageBlock {
  kind: 'image';
  png: Uint8Array;
  widthPx: number;
  heightPx: number;
  dpi: number;
  caption?: string;
}

export interface PageBreakBlock {
  kind: 'pageBreak';
}

/** The table of contents: every level-1 and level-2 heading after it, with its page. */
export interface ContentsBlock {
  kind: 'contents';
  title: string;
}

export type Block = HeadingBlock | ParagraphBlock | TableBlock | ImageBlock | PageBreakBlock | ContentsBlock;

/** The whole document as both writers take it. */
export interface ReportDocument {
  /** The document's title (file metadata). */
  title: string;
  author: string;
  language: string;
  pageSize: 'A4' | 'Letter';
  colors: { primary: HexColor; accent: HexColor };
  /** Whether the first page is a cover: no running header or footer on it. */
  hasCover: boolean;
  /** Text set on one line at the top of every page (but a cover). */
  header: string;
  /** Footer text of every page (but a cover); `{page}` and `{pages}` are replaced by the page numbers. */
  footer: string;
  blocks: Block[];
}

/** The page's size in PDF points. */
export const PAGE_SIZES_PT: Readonly<Record<ReportDocument['pageSize'], { width: number; height: number }>> =
  {
    A4: { width: 595.28, height: 841.89 },
    Letter: { width: 612, height: 792 },
  };

/** The page margin in points (both writers). */
export const MARGIN_PT = 56;

/** Fill colours of pass and fail cells. */
export const STATUS_FILLS: Readonly<Record<Exclude<CellStatus, 'none'>, HexColor>> = {
  pass: '#c8e6c9',
  fail: '#ffcdd2',
};

/** The font size of each heading level, before it is shrunk to fit one line. */
export const HEADING_SIZES_PT: Readonly<Record<HeadingBlock['level'], number>> = { 1: 20, 2: 15, 3: 12 };

/** Splits a footer template into text and page-number parts, for writers that fill numbers in themselves. */
export function footerParts(footer: string): ({ kind: 'text'; text: string } | { kind: 'page' | 'pages' })[] {
  const parts: ({ kind: 'text'; text: string } | { kind: 'page' | 'pages' })[] = [];
  for (const piece of footer.split(/(\{page\}|\{pages\})/)) {
    if (piece === '{page}') {
      parts.push({ kind: 'page' });
    } else if (piece === '{pages}') {
      parts.push({ kind: 'pages' });
    } else if (piece !== '') {
      parts.push({ kind: 'text', text: piece });
    }
  }
  return parts;
}
