import type PdfKit from 'pdfkit';

/** Code points beyond Latin-1 that the PDF standard fonts (WinAnsi) still have. */
const WIN_ANSI_EXTRAS = new Set(
  '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ'.split('').map((char) => char.codePointAt(0) ?? 0),
);

/** Stand-ins for characters the standard fonts lack but reports use (Intl's narrow spaces, signs). */
const REPLACEMENTS: Readonly<Record<string, string>> = {
  '\u202f': '\u00a0',
  '\u2009': ' ',
  '\u2212': '-',
  '≥': '>=',
  '≤': '<=',
  '×': 'x',
};

/**
 * The text as the PDF's standard fonts can set it: Latin-1 and WinAnsi characters kept, known signs replaced
 * (≥ → >=, narrow no-break space → no-break space), anything else shown as `?` rather than a wrong glyph.
 */
export function toWinAnsi(text: string): string {
  let out = '';
  for (const char of text) {
    const replacement = REPLACEMENTS[char];
    if (replacement !== undefined) {
      out += replacement;
      continue;
    }
    const code = char.codePointAt(0) ?? 0;
    const isKept = (code >= 32 && code <= 126) || (code >= 160 && code <= 255) || WIN_ANSI_EXTRAS.has(code);
    out += isKept ? char : code === 10 ? '\n' : '?';
  }
  return out;
}

/** Measures text in points with a font of the given size (Helvetica metrics, which Arial shares). */
export type TextMeasure = (text: string, sizePt: number, isBold: boolean) => number;

/** pdfkit's document class. */
export type PdfKitDocumentClass = typeof PdfKit;

let pdfKit: Promise<PdfKitDocumentClass> | null = null;

/**
 * pdfkit, imported on first use rather than at start-up: it and its font engine hold about 30 MB, which a
 * server that never writes a report (or a process streaming an RSSI export) should not carry.
 */
export function loadPdfKit(): Promise<PdfKitDocumentClass> {
  pdfKit ??= import('pdfkit').then((module) => module.default);
  return pdfKit;
}

let measuringDocument: PDFKit.PDFDocument | null = null;

/** A measure from the standard fonts' metrics, for writers (DOCX) that cannot measure themselves. */
export async function loadHelveticaMeasure(): Promise<TextMeasure> {
  const PDFDocument = await loadPdfKit();
  measuringDocument ??= new PDFDocument({ autoFirstPage: false });
  const document = measuringDocument;
  return (text, sizePt, isBold) =>
    document
      .font(isBold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(sizePt)
      .widthOfString(toWinAnsi(text));
}

/**
 * The largest font size up to `baseSizePt` at which `text` fits `widthPt` on one line (never below
 * `minSizePt`), so a heading or header holding a long name is never broken inside it.
 */
export function fitFontSize(
  text: string,
  baseSizePt: number,
  widthPt: number,
  isBold: boolean,
  measure: TextMeasure,
  minSizePt = 6,
): number {
  const width = measure(text, baseSizePt, isBold);
  if (width <= widthPt) {
    return baseSizePt;
  }
  // Widths scale linearly with the size; round down to a quarter point so rounding never overflows.
  const size = Math.floor(((baseSizePt * widthPt) / width) * 4) / 4;
  return Math.max(minSizePt, size);
}
