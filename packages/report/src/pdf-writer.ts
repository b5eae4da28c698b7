import {
  footerParts,
  HEADING_SIZES_PT,
  MARGIN_PT,
  PAGE_SIZES_PT,
  STATUS_FILLS,
  type Block,
  type ContentsBlock,
  type HeadingBlock,
  type ImageBlock,
  type ReportDocument,
  type TableBlock,
} from './model';
import { fitFontSize, toWinAnsi, type PdfKitDocumentClass } from './text-fit';

const BODY_PT = 10;
const TABLE_PT = 8.5;
const CELL_PAD_PT = 4;
const HEADER_PT = 8;
const CONTENTS_LINE_PT = 16;
const REGULAR = 'Helvetica';
const BOLD = 'Helvetica-Bold';
const MUTED = '#555555';
const TEXT = '#1a1a1a';
const RULE = '#b0b0b0';

interface ContentsEntry {
  level: 1 | 2;
  text: string;
  pageIndex: number;
}

/** The state of one PDF being laid out. */
export class PdfLayout {
  readonly doc: PDFKit.PDFDocument;
  readonly left = MARGIN_PT;
  readonly width: number;
  readonly bottom: number;
  readonly top: number;
  readonly entries: ContentsEntry[] = [];
  contents: { title: string; firstPage: number; pageCount: number } | null = null;
  contentsStartY = 0;
  isPageFresh = true;
  pageIndex = 0;

  constructor(
    readonly source: ReportDocument,
    PDFDocument: PdfKitDocumentClass,
  ) {
    const size = PAGE_SIZES_PT[source.pageSize];
    this.width = size.width - 2 * MARGIN_PT;
    this.top = MARGIN_PT + 10;
    this.bottom = size.height - MARGIN_PT;
    this.doc = new PDFDocument({
      size: [size.width, size.height],
      margins: { top: this.top, bottom: MARGIN_PT, left: MARGIN_PT, right: MARGIN_PT },
      bufferPages: true,
      lang: source.language,
      info: { Title: toWinAnsi(source.title), Author: toWinAnsi(source.author), Creator: 'Airlens' },
    });
    this.doc.on('pageAdded', () => {
      this.pageIndex += 1;
      this.isPageFresh = true;
    });
  }

  newPage(): void {
    if (!this.isPageFresh) {
      this.doc.addPage();
    }
  }

  /** Makes sure `heightPt` fits below the cursor, starting a page when it does not. */
  ensureSpace(heightPt: number): void {
    if (this.doc.y + heightPt > this.bottom) {
      this.doc.addPage();
    }
  }

  /** Sets one line of text at the cursor, shrunk to fit the width, and moves below it. */
  oneLine(text: string, font: string, sizePt: number, color: string, gapAfterPt: number): void {
    const safe = toWinAnsi(text);
    const size = fitFontSize(safe, sizePt, this.width, font === BOLD, (t, s) =>
      this.doc.font(font).fontSize(s).widthOfString(t),
    );
    this.doc.font(font).fontSize(size).fillColor(color);
    this.doc.text(safe, this.left, this.doc.y, { width: this.width, lineBreak: false });
    this.doc.y += gapAfterPt;
    this.isPageFresh = false;
  }
}

function writeHeading(layout: PdfLayout, block: HeadingBlock): void {
  const size = HEADING_SIZES_PT[block.level];
  // A heading never stands alone at the foot of a page.
  layout.ensureSpace(size * 1.4 + 60);
  if (!layout.isPageFresh) {
    layout.doc.y += block.level === 1 ? 10 : 6;
  }
  const color = block.level === 3 ? TEXT : layout.source.colors.primary;
  if (block.level !== 3) {
    layout.entries.push({ level: block.level, text: block.text, pageIndex: layout.pageIndex });
  }
  layout.oneLine(block.text, BOLD, size, color, size * 0.5);
}

function writeParagraph(layout: PdfLayout, block: Extract<Block, { kind: 'paragraph' }>): void {
  const { doc } = layout;
  const style = block.style ?? 'body';
  if (style === 'title' || style === 'subtitle') {
    const size = style === 'title' ? 28 : 16;
    layout.oneLine(
      block.text,
      style === 'title' ? BOLD : REGULAR,
      size,
      layout.source.colors.primary,
      size * 0.6,
    );
    return;
  }
  const size = style === 'note' ? 8.5 : BODY_PT;
  doc
    .font(block.isBold === true ? BOLD : REGULAR)
    .fontSize(size)
    .fillColor(style === 'note' ? MUTED : TEXT);
  layout.ensureSpace(size * 1.5);
  doc.text(toWinAnsi(block.text), layout.left, doc.y, { width: layout.width });
  doc.y += size * 0.6;
  layout.isPageFresh = false;
}

function columnWidths(layout: PdfLayout, block: TableBlock): number[] {
  const weights = block.columns.map((column) => column.weight ?? 1);
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  return weights.map((weight) => (layout.width * weight) / total);
}

function rowHeight(layout: PdfLayout, texts: string[], widths: number[], font: string): number {
  layout.doc.font(font).fontSize(TABLE_PT);
  const heights = texts.map((text, index) =>
    layout.doc.heightOfString(text, { width: (widths[index] ?? 20) - 2 * CELL_PAD_PT }),
  );
  return Math.max(TABLE_PT * 1.2, ...heights) + 2 * CELL_PAD_PT;
}

function drawRow(
  layout: PdfLayout,
  cells: { text: string; fill: string | null; color: string; align: 'left' | 'right' }[],
  widths: number[],
  font: string,
): void {
  const { doc } = layout;
  const texts = cells.map((cell) => toWinAnsi(cell.text));
  const height = rowHeight(layout, texts, widths, font);
  const y = doc.y;
  let x = layout.left;
  cells.forEach((cell, index) => {
    const width = widths[index] ?? 0;
    if (cell.fill !== null) {
      doc.rect(x, y, width, height).fill(cell.fill);
    }
    doc.rect(x, y, width, height).lineWidth(0.5).stroke(RULE);
    doc
      .font(font)
      .fontSize(TABLE_PT)
      .fillColor(cell.color)
      .text(texts[index] ?? '', x + CELL_PAD_PT, y + CELL_PAD_PT, {
        width: width - 2 * CELL_PAD_PT,
        align: cell.align,
      });
    x += width;
  });
  doc.y = y + height;
  layout.isPageFresh = false;
}

function writeTable(layout: PdfLayout, block: TableBlock): void {
  const widths = columnWidths(layout, block);
  const header = block.columns.map((column) => ({
    text: column.header,
    fill: layout.source.colors.primary,
    color: '#ffffff',
    align: column.align ?? 'left',
  }));
  const headerHeight = rowHeight(
    layout,
    header.map((cell) => toWinAnsi(cell.text)),
    widths,
    BOLD,
  );
  layout.ensureSpace(headerHeight * 2.5);
  drawRow(layout, header, widths, BOLD);
  for (const row of block.rows) {
    const cells = row.map((cell, index) => ({
      text: cell.text,
      fill: cell.status === undefined || cell.status === 'none' ? null : STATUS_FILLS[cell.status],
      color: TEXT,
      align: block.columns[index]?.align ?? 'left',
    }));
    const height = rowHeight(
      layout,
      cells.map((cell) => toWinAnsi(cell.text)),
      widths,
      REGULAR,
    );
    if (layout.doc.y + height > layout.bottom) {
      layout.doc.addPage();
      drawRow(layout, header, widths, BOLD);
    }
    drawRow(layout, cells, widths, REGULAR);
  }
  layout.doc.y += 10;
}

function writeImage(layout: PdfLayout, block: ImageBlock): void {
  const { doc } = layout;
  const captionHeight = block.caption === undefined ? 0 : 16;
  let width = Math.min(layout.width, (block.widthPx / block.dpi) * 72);
  let height = (width * block.heightPx) / Math.max(1, block.widthPx);
  const pageRoom = layout.bottom - layout.top - captionHeight;
  if (height > pageRoom) {
    width = (width * pageRoom) / height;
    height = pageRoom;
  }
  layout.ensureSpace(height + captionHeight + 4);
  const y = doc.y;
  doc.image(Buffer.from(block.png.buffer, block.png.byteOffset, block.png.byteLength), layout.left, y, {
    width,
    height,
  });
  doc.y = y + height + 4;
  layout.isPageFresh = false;
  if (block.caption !== undefined) {
    doc.font(REGULAR).fontSize(8.5).fillColor(MUTED);
    doc.text(toWinAnsi(block.caption), layout.left, doc.y, { width: layout.width });
  }
  doc.y += 8;
}

/** Reserves the pages the table of contents will take; it is filled in once every heading has its page. */
function reserveContents(
  layout: PdfLayout,
  block: ContentsBlock,
  blocks: readonly Block[],
  at: number,
): void {
  const count = blocks.slice(at + 1).filter((next) => next.kind === 'heading' && next.level !== 3).length;
  const firstRoom = layout.bottom - layout.doc.y - 40;
  const pageRoom = layout.bottom - layout.top;
  const onFirst = Math.max(0, Math.floor(firstRoom / CONTENTS_LINE_PT));
  const extraPages = Math.max(0, Math.ceil((count - onFirst) / Math.floor(pageRoom / CONTENTS_LINE_PT)));
  layout.contents = { title: block.title, firstPage: layout.pageIndex, pageCount: 1 + extraPages };
  layout.oneLine(block.title, BOLD, HEADING_SIZES_PT[1], layout.source.colors.primary, 14);
  const startY = layout.doc.y;
  for (let page = 0; page < extraPages; page++) {
    layout.doc.addPage();
    layout.isPageFresh = false;
  }
  layout.doc.addPage();
  layout.contentsStartY = startY;
}

export function fillContents(layout: PdfLayout): void {
  const contents = layout.contents;
  if (contents === null) {
    return;
  }
  const { doc } = layout;
  let page = contents.firstPage;
  doc.switchToPage(page);
  let y = layout.contentsStartY;
  const numberWidth = 40;
  for (const entry of layout.entries) {
    if (y + CONTENTS_LINE_PT > layout.bottom) {
      page += 1;
      doc.switchToPage(page);
      y = layout.top;
    }
    const indent = entry.level === 2 ? 16 : 0;
    const font = entry.level === 1 ? BOLD : REGULAR;
    const text = toWinAnsi(entry.text);
    const room = layout.width - indent - numberWidth;
    const size = fitFontSize(text, 10, room, entry.level === 1, (t, s) =>
      doc.font(font).fontSize(s).widthOfString(t),
    );
    doc.font(font).fontSize(size).fillColor(TEXT);
    doc.text(text, layout.left + indent, y, { width: room, lineBreak: false });
    doc
      .font(REGULAR)
      .fontSize(10)
      .text(String(entry.pageIndex + 1), layout.left + layout.width - numberWidth, y, {
        width: numberWidth,
        align: 'right',
        lineBreak: false,
      });
    y += CONTENTS_LINE_PT;
  }
}

/** The running header and the footer with page numbers, on every page but a cover. */
export function writePageChrome(layout: PdfLayout, hasCover: boolean): void {
  const { doc, source } = layout;
  const range = doc.bufferedPageRange();
  const pageHeight = PAGE_SIZES_PT[source.pageSize].height;
  for (let index = range.start; index < range.start + range.count; index++) {
    if (hasCover && index === 0) {
      continue;
    }
    doc.switchToPage(index);
    // Text in the margins must not make pdfkit start a new page.
    const margins = { ...doc.page.margins };
    doc.page.margins = { top: 0, bottom: 0, left: margins.left, right: margins.right };
    const header = toWinAnsi(source.header);
    const headerSize = fitFontSize(header, HEADER_PT, layout.width, false, (t, s) =>
      doc.font(REGULAR).fontSize(s).widthOfString(t),
    );
    doc.font(REGULAR).fontSize(headerSize).fillColor(MUTED);
    doc.text(header, layout.left, MARGIN_PT - 22, { width: layout.width, lineBreak: false });
    doc
      .moveTo(layout.left, MARGIN_PT - 8)
      .lineTo(layout.left + layout.width, MARGIN_PT - 8)
      .lineWidth(0.5)
      .stroke(source.colors.accent);
    const footer = footerParts(source.footer)
      .map((part) =>
        part.kind === 'text' ? part.text : String(part.kind === 'page' ? index + 1 : range.count),
      )
      .join('');
    doc.font(REGULAR).fontSize(HEADER_PT).fillColor(MUTED);
    doc.text(toWinAnsi(footer), layout.left, pageHeight - MARGIN_PT + 16, {
      width: layout.width,
      align: 'center',
      lineBreak: false,
    });
    doc.page.margins = margins;
  }
}

/** Lays one block out at the cursor. */
export function writeBlock(layout: PdfLayout, block: Block, index: number): void {
  switch (block.kind) {
    case 'heading':
      writeHeading(layout, block);
      break;
    case 'paragraph':
      writeParagraph(layout, block);
      break;
    case 'table':
      writeTable(layout, block);
      break;
    case 'image':
      writeImage(layout, block);
      break;
    case 'pageBreak':
      layout.newPage();
      break;
    case 'contents':
      reserveContents(layout, block, layout.source.blocks, index);
      break;
  }
}
