import type { Readable } from 'node:stream';
import type { ReportDocument } from './model';
import { limitPages, PageLimitReached } from './pdf-page-limit';
import { fillContents, PdfLayout, writeBlock, writePageChrome } from './pdf-writer';
import { loadPdfKit } from './text-fit';

/** What a PDF may leave out: `pageLimit` keeps the first pages only (the report dialog's preview: 1). */
export interface PdfOptions {
  pageLimit?: number;
}

/** Lays the blocks out, pausing while the consumer has more than the stream's high-water mark left to take. */
async function layOut(layout: PdfLayout): Promise<void> {
  const doc = layout.doc as PDFKit.PDFDocument & Readable;
  try {
    for (const [index, block] of layout.source.blocks.entries()) {
      writeBlock(layout, block, index);
      while (doc.readableLength > doc.readableHighWaterMark && !doc.destroyed) {
        await new Promise((resolve) => setTimeout(resolve, 1));
      }
    }
  } catch (error) {
    if (!(error instanceof PageLimitReached)) {
      throw error;
    }
  }
  fillContents(layout);
  writePageChrome(layout, layout.source.hasCover);
  doc.end();
}

/**
 * Writes the document as a PDF (A4 or Letter, standard fonts, images embedded as PNG) into a stream of its bytes,
 * made as they are taken: each image goes out as it is laid out, so a consumer that stores the stream holds no
 * whole file (only the pages' text waits for the page numbers at the end). A failure ends the stream with it.
 */
export async function streamPdf(source: ReportDocument, options: PdfOptions = {}): Promise<Readable> {
  const layout = new PdfLayout(source, await loadPdfKit());
  if (options.pageLimit !== undefined) {
    limitPages(layout, options.pageLimit);
  }
  const doc = layout.doc as PDFKit.PDFDocument & Readable;
  layOut(layout).catch((error: unknown) => {
    doc.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return doc;
}

/** The whole PDF's bytes (see {@link streamPdf}); for a file small enough to hold, such as a preview. */
export async function writePdf(source: ReportDocument, options: PdfOptions = {}): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  for await (const chunk of await streamPdf(source, options)) {
    chunks.push(chunk as Buffer);
  }
  const bytes = Buffer.concat(chunks);
  return new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}
