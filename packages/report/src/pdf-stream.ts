import type { Readable } from 'node:stream';
import type { ReportDocument } from './model';
import { limitPages, PageLimitReached } from './pdf-page-limit';
import { fillContents, PdfLayout, writeBlock, writePageChrome } from './pdf-writer';
import { loadPdfKit } from './text-fit';

/** What a PDF may leave out: `pageLimit` keeps the first pages only (the report dialog's preview: 1). */
export interface PdfOptions {
  pageLimit?: number;
}

/**
 * The stream's own demand signal: PDFKit pushes its bytes into the readable side without looking at push()'s
 * answer, and its _read() does nothing. `isFull` is set when a push answers false (the consumer has a
 * high-water mark's worth to take) and cleared when the stream calls _read() (the consumer wants more);
 * `demand` resolves at that call, or when the stream closes (destroyed, or the consumer gave up).
 */
function demandOf(doc: Readable): { isFull: () => boolean; demand: () => Promise<void> } {
  let isFull = false;
  let wake: (() => void) | null = null;
  const push = doc.push.bind(doc);
  doc.push = (chunk: unknown, encoding?: BufferEncoding) => {
    const hasRoom = push(chunk, encoding);
    isFull ||= !hasRoom;
    return hasRoom;
  };
  doc._read = () => {
    isFull = false;
    wake?.();
  };
  doc.once('close', () => wake?.());
  return {
    isFull: () => isFull && !doc.destroyed,
    demand: () =>
      new Promise<void>((resolve) => {
        wake = () => {
          wake = null;
          resolve();
        };
      }),
  };
}

/**
 * Lays the blocks out, pausing after a block whose bytes filled the stream until the consumer asks for more.
 * Why after a push answered false (not while readableLength is high): Node calls _read() again only after a
 * push, so waiting for it then can never miss the call.
 */
async function layOut(layout: PdfLayout): Promise<void> {
  const doc = layout.doc as PDFKit.PDFDocument & Readable;
  const flow = demandOf(doc);
  try {
    for (const [index, block] of layout.source.blocks.entries()) {
      writeBlock(layout, block, index);
      if (flow.isFull()) {
        await flow.demand();
      }
      if (doc.destroyed) {
        return;
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
