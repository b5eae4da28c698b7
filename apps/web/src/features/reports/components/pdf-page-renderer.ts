// The one place the web app meets pdf.js: loaded on first use (a chunk of its own, not in the main bundle),
// its worker served as a file of its own through Vite's `?url` import.

/** How the page is drawn: its width on screen in CSS pixels; an aborted signal stops the drawing. */
export interface RenderPdfPageOptions {
  cssWidth: number;
  signal: AbortSignal;
}

async function loadPdfJs() {
  const [pdfjs, worker] = await Promise.all([
    import('pdfjs-dist'),
    import('pdfjs-dist/build/pdf.worker.min.mjs?url'),
  ]);
  if (pdfjs.GlobalWorkerOptions.workerSrc !== worker.default) {
    pdfjs.GlobalWorkerOptions.workerSrc = worker.default;
  }
  return pdfjs;
}

/**
 * Draws the first page of a PDF into the canvas, `cssWidth` CSS pixels wide at the screen's pixel density.
 * Rejects when the PDF cannot be read or drawn, or when the signal aborts.
 */
export async function renderPdfPage(
  pdf: Blob,
  canvas: HTMLCanvasElement,
  options: RenderPdfPageOptions,
): Promise<void> {
  const pdfjs = await loadPdfJs();
  const data = new Uint8Array(await pdf.arrayBuffer());
  options.signal.throwIfAborted();
  const task = pdfjs.getDocument({ data, isEvalSupported: false });
  const stop = () => void task.destroy();
  options.signal.addEventListener('abort', stop);
  try {
    const document = await task.promise;
    const page = await document.getPage(1);
    const base = page.getViewport({ scale: 1 });
    const density = window.devicePixelRatio > 0 ? window.devicePixelRatio : 1;
    const viewport = page.getViewport({ scale: (options.cssWidth / base.width) * density });
    const context = canvas.getContext('2d');
    if (context === null) {
      throw new Error('This browser cannot draw on a canvas.');
    }
    canvas.width = Math.round(viewport.width);
    canvas.height = Math.round(viewport.height);
    canvas.style.width = `${options.cssWidth}px`;
    canvas.style.height = `${Math.round(viewport.height / density)}px`;
    await page.render({ canvasContext: context, viewport }).promise;
    options.signal.throwIfAborted();
  } finally {
    options.signal.removeEventListener('abort', stop);
    await task.destroy();
  }
}
