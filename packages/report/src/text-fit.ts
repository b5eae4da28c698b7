import PDFDocument from 'pdfkit';

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

let measuringDocument: PDFKit.PDFDocument | null = null;

/** A measure from the standard fonts' metrics, for writers (DOCX) that cannot measure themselves. */
export function helveticaMeasure(text: string, sizePt: number, isBold: boolean): number {
  measuringDocument ??= new PDFDocument({ autoFirstPage: false });
  return measuringDocument
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
  measure: TextMeasure = helveticaMeasure,
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
