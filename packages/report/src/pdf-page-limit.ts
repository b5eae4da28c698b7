/** A PDF that keeps only its first pages (pdf-writer.ts with `pageLimit`). */

/** Thrown by a page-limited layout where it would start the page after its last one: the writing stops. */
export class PageLimitReached extends Error {}

/** Makes the layout's document refuse to grow past `pageLimit` pages (text that overflows is cut there). */
export function limitPages(
  layout: { readonly doc: PDFKit.PDFDocument; readonly pageIndex: number },
  pageLimit: number,
): void {
  const { doc } = layout;
  const addPage = doc.addPage.bind(doc);
  doc.addPage = (options?: PDFKit.PDFDocumentOptions) => {
    if (layout.pageIndex + 1 >= pageLimit) {
      throw new PageLimitReached();
    }
    return addPage(options);
  };
}
