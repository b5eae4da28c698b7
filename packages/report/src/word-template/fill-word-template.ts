import type { FrequencyBand } from '@airlens/domain';
import type JSZip from 'jszip';
import { isEkahauDataTag } from './ekahau-data-tags';
import type { EkahauTag } from './ekahau-tags';
import { normalizePart } from './normalize-template';
import { COMMAND_CLOSE, COMMAND_OPEN, LITERAL_XML } from './template-commands';
import { buildTemplateContext, type WordTemplateData } from './template-context';
import { bandOf, evaluateCommand, visualizationOf } from './template-runtime';

/** A file that is not a Word document (no readable `word/document.xml`). */
export class WordTemplateError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WordTemplateError';
  }
}

/** The parts whose text holds tags: the body, every header and every footer. */
const TEXT_PART = /^word\/(document|header\d*|footer\d*)\.xml$/;

/** The most a template may hold unpacked, in bytes (a small zip must not unpack into gigabytes). */
const MAX_UNPACKED_BYTES = 200 * 1024 * 1024;

/** The size a zip entry declares unpacked (JSZip keeps it on its internal reader; 0 when unknown). */
function unpackedSize(entry: JSZip.JSZipObject): number {
  const data = (entry as unknown as { _data?: { uncompressedSize?: unknown } })._data;
  return typeof data?.uncompressedSize === 'number' ? data.uncompressedSize : 0;
}

async function openDocx(bytes: Uint8Array): Promise<{ zip: JSZip; parts: Map<string, string> }> {
  // Imported here, not at the top: a server that never reads a Word template does not hold jszip.
  const { default: JSZipClass } = await import('jszip');
  let zip: JSZip;
  try {
    zip = await JSZipClass.loadAsync(bytes);
  } catch {
    throw new WordTemplateError('is not a Word document (.docx)');
  }
  if (zip.file('word/document.xml') === null) {
    throw new WordTemplateError('is not a Word document (.docx)');
  }
  const unpacked = Object.values(zip.files).reduce((sum, entry) => sum + unpackedSize(entry), 0);
  if (unpacked > MAX_UNPACKED_BYTES) {
    throw new WordTemplateError(`unpacks to more than ${MAX_UNPACKED_BYTES / 1024 / 1024} MB`);
  }
  const parts = new Map<string, string>();
  for (const name of Object.keys(zip.files)
    .filter((path) => TEXT_PART.test(path))
    .sort()) {
    parts.set(name, (await zip.file(name)?.async('string')) ?? '');
  }
  return { zip, parts };
}

/** What a template asks for, read at upload and before filling. */
export interface WordTemplateSummary {
  /** Well-formed `${name}` data tags that are not Ekahau data tags, in the order they appear. */
  unknownTags: string[];
  /** The heatmaps the template's visualisation tags draw (band null: whichever band the report has). */
  heatmaps: { visualization: string; band: FrequencyBand | null }[];
  tagCount: number;
}

function summarize(tags: readonly EkahauTag[]): WordTemplateSummary {
  const unknown = new Set<string>();
  const heatmaps = new Map<string, { visualization: string; band: FrequencyBand | null }>();
  for (const tag of tags) {
    if (tag.kind === 'data' && tag.isWellFormed && !isEkahauDataTag(tag.name)) {
      unknown.add(tag.name);
    }
    if (tag.kind === 'visualization') {
      const visualization = visualizationOf(tag.options);
      const band = bandOf(tag.options);
      if (visualization !== null && visualization !== 'plan') {
        heatmaps.set(`${visualization}/${band ?? ''}`, { visualization, band });
      }
    }
  }
  return { unknownTags: [...unknown], heatmaps: [...heatmaps.values()], tagCount: tags.length };
}

/** Reads a Word template's Ekahau tags: the unknown data tags (refused at upload) and the heatmaps it draws. */
export async function inspectWordTemplate(bytes: Uint8Array): Promise<WordTemplateSummary> {
  const { parts } = await openDocx(bytes);
  return summarize([...parts.values()].flatMap((xml) => normalizePart(xml).tags));
}

async function fill(
  zip: JSZip,
  parts: ReadonlyMap<string, string>,
  root: ReturnType<typeof buildTemplateContext>,
  isFlat: boolean,
): Promise<Uint8Array> {
  for (const [name, xml] of parts) {
    zip.file(name, normalizePart(xml, { isFlat }).xml);
  }
  const template = await zip.generateAsync({ type: 'uint8array', compression: 'DEFLATE' });
  // docx-templates is loaded by the first report filled from a Word template, not at start-up.
  const { createReport } = await import('docx-templates');
  return createReport({
    template,
    data: {},
    cmdDelimiter: [COMMAND_OPEN, COMMAND_CLOSE],
    literalXmlDelimiter: LITERAL_XML,
    processLineBreaks: true,
    runJs: ({ sandbox }) => {
      const values = sandbox as Record<string, unknown>;
      const code = typeof values.__code__ === 'string' ? values.__code__ : '';
      return { modifiedSandbox: sandbox, result: evaluateCommand(code, values, root) };
    },
  });
}

/**
 * Fills an Ekahau-style Word template from a report's data: every `<# … #>` tag of the body, headers and
 * footers is normalised into a docx-templates command and evaluated against the project (no template code
 * runs), so no `<#` is left in the document answered. A template whose loops or conditions the library
 * cannot lay out (a loop opened in one table and closed in another) is filled without them: each tag then
 * reads the project, so the customer still gets a document.
 */
export async function fillWordTemplate(bytes: Uint8Array, data: WordTemplateData): Promise<Uint8Array> {
  const { zip, parts } = await openDocx(bytes);
  const root = buildTemplateContext(data);
  try {
    return await fill(zip, parts, root, false);
  } catch {
    return fill(zip, parts, root, true);
  }
}
