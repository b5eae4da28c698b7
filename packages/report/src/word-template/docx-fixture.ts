// Word documents written by hand for the tests (imported by *.test.ts files only): each paragraph is a list
// of runs, so a tag can be split over runs the way Word splits it.
import JSZip from 'jszip';

/** A paragraph as its runs' texts; a string is one run. */
export type FixtureParagraph = string | readonly string[];

const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
const R = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function paragraphXml(paragraph: FixtureParagraph): string {
  const runs = typeof paragraph === 'string' ? [paragraph] : paragraph;
  const body = runs
    .map(
      (run, index) =>
        // Alternate formatting, as Word does when a part of a tag was retyped or spell-checked.
        `<w:r>${index % 2 === 1 ? '<w:rPr><w:b/></w:rPr>' : ''}<w:t xml:space="preserve">${escapeXml(run)}</w:t></w:r>`,
    )
    .join('<w:proofErr w:type="spellStart"/>');
  return `<w:p><w:pPr><w:pStyle w:val="Normal"/></w:pPr>${body}</w:p>`;
}

/** Raw XML of a paragraph whose run text is written as is (for entities like `&amp;lt;`). */
export function rawParagraph(escapedText: string): string {
  return `<w:p><w:r><w:t xml:space="preserve">${escapedText}</w:t></w:r></w:p>`;
}

/** A DOCX with a body, a header and a footer; a paragraph or table given as `<w:p>…` or `<w:tbl>…` is raw XML. */
export async function buildDocxFixture(input: {
  body: readonly FixtureParagraph[];
  header?: readonly FixtureParagraph[];
  footer?: readonly FixtureParagraph[];
}): Promise<Uint8Array> {
  const xmlOf = (paragraphs: readonly FixtureParagraph[]) =>
    paragraphs
      .map((paragraph) =>
        typeof paragraph === 'string' && /^<w:(p|tbl)[ >]/.test(paragraph)
          ? paragraph
          : paragraphXml(paragraph),
      )
      .join('');
  const zip = new JSZip();
  zip.file(
    '[Content_Types].xml',
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
      '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
      '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
      '<Default Extension="xml" ContentType="application/xml"/>' +
      '<Default Extension="png" ContentType="image/png"/>' +
      '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>' +
      '<Override PartName="/word/header1.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.header+xml"/>' +
      '<Override PartName="/word/footer1.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.footer+xml"/>' +
      '</Types>',
  );
  zip.file(
    '_rels/.rels',
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
      '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
      '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/>' +
      '</Relationships>',
  );
  zip.file(
    'word/_rels/document.xml.rels',
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
      '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
      '<Relationship Id="rIdHeader1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/header" Target="header1.xml"/>' +
      '<Relationship Id="rIdFooter1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/footer" Target="footer1.xml"/>' +
      '</Relationships>',
  );
  zip.file(
    'word/document.xml',
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="${W}" xmlns:r="${R}"><w:body>` +
      xmlOf(input.body) +
      '<w:sectPr><w:headerReference w:type="default" r:id="rIdHeader1"/><w:footerReference w:type="default" r:id="rIdFooter1"/>' +
      '<w:pgSz w:w="11906" w:h="16838"/><w:pgMar w:top="1440" w:right="1440" w:bottom="1440" w:left="1440" w:header="708" w:footer="708" w:gutter="0"/></w:sectPr>' +
      '</w:body></w:document>',
  );
  zip.file(
    'word/header1.xml',
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:hdr xmlns:w="${W}" xmlns:r="${R}">${xmlOf(input.header ?? [''])}</w:hdr>`,
  );
  zip.file(
    'word/footer1.xml',
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:ftr xmlns:w="${W}" xmlns:r="${R}">${xmlOf(input.footer ?? [''])}</w:ftr>`,
  );
  return zip.generateAsync({ type: 'uint8array', compression: 'DEFLATE' });
}

/** The text of every paragraph of a DOCX part, one line per paragraph (tests read output with this). */
export async function docxPartText(bytes: Uint8Array, part: string): Promise<string[]> {
  const zip = await JSZip.loadAsync(bytes);
  const xml = (await zip.file(part)?.async('string')) ?? '';
  return [...xml.matchAll(/<w:p[ >][\s\S]*?<\/w:p>/g)].map((match) =>
    [...match[0].matchAll(/<w:t(?:\s[^>]*)?>([^<]*)<\/w:t>/g)]
      .map((text) =>
        (text[1] ?? '')
          .replace(/&lt;/g, '<')
          .replace(/&gt;/g, '>')
          .replace(/&quot;/g, '"')
          .replace(/&amp;/g, '&'),
      )
      .join(''),
  );
}

/** The pictures a DOCX holds (its `word/media/` files). */
export async function docxMediaFiles(bytes: Uint8Array): Promise<string[]> {
  const zip = await JSZip.loadAsync(bytes);
  return Object.keys(zip.files).filter((name) => name.startsWith('word/media/') && !name.endsWith('/'));
}
