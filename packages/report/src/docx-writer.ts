import type * as DocxModule from 'docx';
import {
  footerParts,
  HEADING_SIZES_PT,
  MARGIN_PT,
  PAGE_SIZES_PT,
  STATUS_FILLS,
  type Block,
  type HeadingBlock,
  type ImageBlock,
  type ReportDocument,
  type TableBlock,
} from './model';
import { fitFontSize, loadHelveticaMeasure, type TextMeasure } from './text-fit';

const FONT = 'Arial';
const BODY_PT = 10;
const TABLE_PT = 8.5;
const MUTED = '555555';
const TWIPS_PER_PT = 20;
/** docx sizes images in pixels of 96 per inch: 0.75 pt each. */
const PT_PER_PX = 0.75;

function hex(color: string): string {
  return color.replace('#', '').toUpperCase();
}

function contentWidthPt(source: ReportDocument): number {
  return PAGE_SIZES_PT[source.pageSize].width - 2 * MARGIN_PT;
}

/**
 * The Word writer's parts over the docx package and a text measure, which writeDocx loads when the first Word
 * report is written (not at start-up: docx and pdfkit's font metrics hold tens of MB).
 */
function docxParts(docx: typeof DocxModule, measure: TextMeasure) {
  const {
    AlignmentType,
    BorderStyle,
    Document,
    Footer,
    Header,
    HeadingLevel,
    ImageRun,
    PageBreak,
    PageNumber,
    Paragraph,
    ShadingType,
    Table,
    TableCell,
    TableOfContents,
    TableRow,
    TextRun,
    WidthType,
  } = docx;

  const HEADING_LEVELS = {
    1: HeadingLevel.HEADING_1,
    2: HeadingLevel.HEADING_2,
    3: HeadingLevel.HEADING_3,
  } as const;

  /** One line of text whose size shrinks until it fits, as the PDF writer sets it. */
  function oneLineRun(
    text: string,
    sizePt: number,
    widthPt: number,
    isBold: boolean,
    color: string,
  ): DocxModule.TextRun {
    // Word wraps a little earlier than the metrics say (kerning, rounding): keep 3 % to spare.
    const size = fitFontSize(text, sizePt, widthPt * 0.97, isBold, measure);
    return new TextRun({ text, size: Math.round(size * 2), bold: isBold, color, font: FONT });
  }

  function heading(source: ReportDocument, block: HeadingBlock): DocxModule.Paragraph {
    const color = block.level === 3 ? '1A1A1A' : hex(source.colors.primary);
    return new Paragraph({
      heading: HEADING_LEVELS[block.level],
      keepNext: true,
      spacing: { before: block.level === 1 ? 240 : 160, after: 100 },
      children: [oneLineRun(block.text, HEADING_SIZES_PT[block.level], contentWidthPt(source), true, color)],
    });
  }

  function paragraph(
    source: ReportDocument,
    block: Extract<Block, { kind: 'paragraph' }>,
  ): DocxModule.Paragraph {
    const style = block.style ?? 'body';
    if (style === 'title' || style === 'subtitle') {
      const size = style === 'title' ? 28 : 16;
      return new Paragraph({
        spacing: { after: 200 },
        children: [
          oneLineRun(block.text, size, contentWidthPt(source), style === 'title', hex(source.colors.primary)),
        ],
      });
    }
    const size = style === 'note' ? 8.5 : BODY_PT;
    return new Paragraph({
      spacing: { after: 120 },
      children: [
        new TextRun({
          text: block.text,
          size: Math.round(size * 2),
          bold: block.isBold === true,
          color: style === 'note' ? MUTED : '1A1A1A',
          font: FONT,
        }),
      ],
    });
  }

  function cell(
    text: string,
    widthTwips: number,
    fill: string | null,
    isHeader: boolean,
    align: 'left' | 'right',
  ) {
    return new TableCell({
      width: { size: widthTwips, type: WidthType.DXA },
      ...(fill === null ? {} : { shading: { type: ShadingType.CLEAR, fill: hex(fill), color: 'auto' } }),
      margins: { top: 60, bottom: 60, left: 80, right: 80 },
      children: [
        new Paragraph({
          alignment: align === 'right' ? AlignmentType.RIGHT : AlignmentType.LEFT,
          children: [
            new TextRun({
              text,
              size: Math.round(TABLE_PT * 2),
              bold: isHeader,
              color: isHeader ? 'FFFFFF' : '1A1A1A',
              font: FONT,
            }),
          ],
        }),
      ],
    });
  }

  function table(source: ReportDocument, block: TableBlock): DocxModule.Table {
    const totalTwips = Math.round(contentWidthPt(source) * TWIPS_PER_PT);
    const weights = block.columns.map((column) => column.weight ?? 1);
    const weightSum = weights.reduce((sum, weight) => sum + weight, 0);
    const widths = weights.map((weight) => Math.floor((totalTwips * weight) / weightSum));
    const border = { style: BorderStyle.SINGLE, size: 4, color: 'B0B0B0' };
    return new Table({
      width: { size: totalTwips, type: WidthType.DXA },
      columnWidths: widths,
      borders: {
        top: border,
        bottom: border,
        left: border,
        right: border,
        insideHorizontal: border,
        insideVertical: border,
      },
      rows: [
        new TableRow({
          tableHeader: true,
          children: block.columns.map((column, index) =>
            cell(column.header, widths[index] ?? 0, source.colors.primary, true, column.align ?? 'left'),
          ),
        }),
        ...block.rows.map(
          (row) =>
            new TableRow({
              cantSplit: true,
              children: row.map((value, index) =>
                cell(
                  value.text,
                  widths[index] ?? 0,
                  value.status === undefined || value.status === 'none' ? null : STATUS_FILLS[value.status],
                  false,
                  block.columns[index]?.align ?? 'left',
                ),
              ),
            }),
        ),
      ],
    });
  }

  function image(source: ReportDocument, block: ImageBlock): DocxModule.Paragraph[] {
    const size = PAGE_SIZES_PT[source.pageSize];
    const maxWidthPt = contentWidthPt(source);
    const maxHeightPt = size.height - 2 * MARGIN_PT - 60;
    let widthPt = Math.min(maxWidthPt, (block.widthPx / block.dpi) * 72);
    let heightPt = (widthPt * block.heightPx) / Math.max(1, block.widthPx);
    if (heightPt > maxHeightPt) {
      widthPt = (widthPt * maxHeightPt) / heightPt;
      heightPt = maxHeightPt;
    }
    const paragraphs = [
      new Paragraph({
        keepNext: block.caption !== undefined,
        children: [
          new ImageRun({
            type: 'png',
            data: block.png,
            transformation: {
              width: Math.round(widthPt / PT_PER_PX),
              height: Math.round(heightPt / PT_PER_PX),
            },
          }),
        ],
      }),
    ];
    if (block.caption !== undefined) {
      paragraphs.push(paragraph(source, { kind: 'paragraph', text: block.caption, style: 'note' }));
    }
    return paragraphs;
  }

  function children(source: ReportDocument): DocxModule.FileChild[] {
    const out: DocxModule.FileChild[] = [];
    source.blocks.forEach((block, index) => {
      switch (block.kind) {
        case 'heading':
          out.push(heading(source, block));
          break;
        case 'paragraph':
          out.push(paragraph(source, block));
          break;
        case 'table':
          out.push(table(source, block), new Paragraph({ children: [] }));
          break;
        case 'image':
          out.push(...image(source, block));
          break;
        case 'pageBreak':
          out.push(new Paragraph({ children: [new PageBreak()] }));
          break;
        case 'contents': {
          const entries = source.blocks
            .slice(index + 1)
            .filter((next): next is HeadingBlock => next.kind === 'heading' && next.level !== 3)
            .map((next) => ({ title: next.text, level: next.level }));
          out.push(
            paragraph(source, { kind: 'paragraph', text: block.title, style: 'subtitle' }),
            // Word fills the page numbers when it opens the file (updateFields); the cached entries show meanwhile.
            new TableOfContents(block.title, {
              hyperlink: true,
              headingStyleRange: '1-2',
              cachedEntries: entries,
            }),
            new Paragraph({ children: [new PageBreak()] }),
          );
          break;
        }
      }
    });
    return out;
  }

  function footer(source: ReportDocument): DocxModule.Footer {
    const parts = footerParts(source.footer).map((part) =>
      part.kind === 'text' ? part.text : part.kind === 'page' ? PageNumber.CURRENT : PageNumber.TOTAL_PAGES,
    );
    return new Footer({
      children: [
        new Paragraph({
          alignment: AlignmentType.CENTER,
          children: [new TextRun({ children: parts, size: 16, color: MUTED, font: FONT })],
        }),
      ],
    });
  }

  function header(source: ReportDocument): DocxModule.Header {
    return new Header({
      children: [
        new Paragraph({
          border: {
            bottom: { style: BorderStyle.SINGLE, size: 4, color: hex(source.colors.accent), space: 4 },
          },
          children: [oneLineRun(source.header, 8, contentWidthPt(source), false, MUTED)],
        }),
      ],
    });
  }

  function document(source: ReportDocument): DocxModule.Document {
    const size = PAGE_SIZES_PT[source.pageSize];
    const margin = Math.round(MARGIN_PT * TWIPS_PER_PT);
    return new Document({
      title: source.title,
      creator: source.author,
      features: { updateFields: true },
      styles: { default: { document: { run: { font: FONT, size: BODY_PT * 2 } } } },
      sections: [
        {
          properties: {
            titlePage: source.hasCover,
            page: {
              size: {
                width: Math.round(size.width * TWIPS_PER_PT),
                height: Math.round(size.height * TWIPS_PER_PT),
              },
              margin: { top: margin, bottom: margin, left: margin, right: margin },
            },
          },
          headers: {
            default: header(source),
            ...(source.hasCover ? { first: new Header({ children: [] }) } : {}),
          },
          footers: {
            default: footer(source),
            ...(source.hasCover ? { first: new Footer({ children: [] }) } : {}),
          },
          children: children(source),
        },
      ],
    });
  }

  return { document };
}

/** The zip the docx package's compiler makes (JSZip), as far as it is used here. */
interface DocxZip {
  files: Record<string, { options: { compression?: string | null } }>;
  generateAsync(options: { type: 'nodebuffer'; mimeType: string; compression: 'DEFLATE' }): Promise<Buffer>;
}

const DOCX_MIME_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/**
 * The .docx file of a compiled document, its images stored as they are: Packer.toBuffer deflates every member,
 * the PNGs too, which are compressed already — a pure-JavaScript deflate of every heatmap that shrinks nothing
 * and makes tens of megabytes of garbage per report. Packer's compiler is not in the package's typings; without
 * it (another version of the package), Packer.toBuffer writes the file.
 */
async function packDocx(docx: typeof DocxModule, document: DocxModule.Document): Promise<Buffer> {
  const compiler = (docx.Packer as unknown as { compiler?: { compile?: unknown } }).compiler;
  if (compiler === undefined || typeof compiler.compile !== 'function') {
    return docx.Packer.toBuffer(document);
  }
  const zip = (compiler.compile as (file: DocxModule.Document) => DocxZip).call(compiler, document);
  for (const [name, member] of Object.entries(zip.files)) {
    if (name.startsWith('word/media/') && /\.png$/i.test(name)) {
      member.options.compression = 'STORE';
    }
  }
  return zip.generateAsync({ type: 'nodebuffer', mimeType: DOCX_MIME_TYPE, compression: 'DEFLATE' });
}

/** Writes the document as a Word file (.docx): the same blocks, styles for headings, fields for page numbers. */
export async function writeDocx(source: ReportDocument): Promise<Uint8Array> {
  const [docx, measure] = await Promise.all([import('docx'), loadHelveticaMeasure()]);
  const buffer = await packDocx(docx, docxParts(docx, measure).document(source));
  return new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);
}
