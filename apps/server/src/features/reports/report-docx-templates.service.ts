import { randomUUID } from 'node:crypto';
import { reportTemplateOptionsSchema, type ReportTemplate } from '@airlens/contract';
import { REPORT_SECTION_TYPES, REPORT_TEMPLATE_VISIBILITIES, type FrequencyBand } from '@airlens/domain';
import { inspectWordTemplate, WordTemplateError, type WordTemplateSummary } from '@airlens/report';
import { z } from 'zod';
import type { AuthenticatedUser } from '../../http/session';
import { invalidInput, notFound } from '../../http/errors';
import { findVisibleTemplate, insertTemplate } from './report-templates.repo';
import {
  presentTemplate,
  viewerOf,
  wordTemplateKey,
  type ReportTemplatesContext,
} from './report-templates.service';

/** The largest Word template accepted, in bytes. */
export const MAX_WORD_TEMPLATE_BYTES = 20 * 1024 * 1024;

/** The text fields of a Word template upload, beside its `file`. */
const fieldsSchema = z.object({
  name: z.string().trim().min(1).max(120),
  visibility: z.enum(REPORT_TEMPLATE_VISIBILITIES),
});

/** A Word template upload as the route read it from multipart/form-data. */
export interface WordTemplateUpload {
  fields: Readonly<Record<string, string>>;
  file: Uint8Array | null;
}

const ALL_BANDS: readonly FrequencyBand[] = ['TWO', 'FIVE', 'SIX'];

/** The heatmaps and bands a report from the template renders: what its visualisation tags draw. */
function optionsFor(summary: WordTemplateSummary) {
  const defaults = reportTemplateOptionsSchema.parse({});
  const visualizations = [...new Set(summary.heatmaps.map((heatmap) => heatmap.visualization))];
  const named = new Set(summary.heatmaps.flatMap((heatmap) => (heatmap.band === null ? [] : [heatmap.band])));
  const bands = ALL_BANDS.filter((band) => named.has(band));
  return reportTemplateOptionsSchema.parse({
    ...defaults,
    visualizations,
    frequencyBands:
      bands.length === 0 || summary.heatmaps.some((heatmap) => heatmap.band === null)
        ? [...new Set([...defaults.frequencyBands, ...bands])]
        : bands,
  });
}

/** The template's tags checked: a readable DOCX whose data tags are all Ekahau's. */
async function checkedTemplate(file: Uint8Array | null): Promise<WordTemplateSummary> {
  if (file === null || file.byteLength === 0) {
    throw invalidInput('file', 'is required: a Word template (.docx)');
  }
  let summary: WordTemplateSummary;
  try {
    summary = await inspectWordTemplate(file);
  } catch (error) {
    if (error instanceof WordTemplateError) {
      throw invalidInput('file', error.message);
    }
    throw error;
  }
  const [unknown] = summary.unknownTags;
  if (unknown !== undefined) {
    throw invalidInput('file', `unknown data tag \${${unknown}} (not in Ekahau's Data Tags list)`);
  }
  return summary;
}

/**
 * Saves an uploaded Word template owned by the caller in its organisation, after reading its Ekahau tags:
 * 400 for a file that is no DOCX or that names a data tag Ekahau does not have (the message names it).
 */
export async function createWordTemplate(
  context: ReportTemplatesContext,
  user: AuthenticatedUser,
  upload: WordTemplateUpload,
): Promise<ReportTemplate> {
  const viewer = viewerOf(user);
  const parsed = fieldsSchema.safeParse(upload.fields);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw invalidInput(String(issue?.path[0] ?? 'name'), issue?.message ?? 'is invalid');
  }
  const summary = await checkedTemplate(upload.file);
  const id = randomUUID();
  const key = wordTemplateKey(id);
  await context.blobs.put(key, upload.file ?? new Uint8Array());
  try {
    await insertTemplate(context.database, {
      id,
      orgId: viewer.orgId,
      ownerUserId: viewer.userId,
      name: parsed.data.name,
      visibility: parsed.data.visibility,
      format: 'docx-template',
      language: 'en',
      sections: REPORT_SECTION_TYPES.map((type) => ({ type })),
      options: optionsFor(summary),
      now: context.now(),
    });
  } catch (error) {
    await context.blobs.delete(key);
    throw error;
  }
  const saved = await findVisibleTemplate(context.database, viewer, id);
  if (saved === null) {
    throw notFound();
  }
  return presentTemplate(user, saved);
}
