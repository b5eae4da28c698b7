import { randomUUID } from 'node:crypto';
import {
  DEFAULT_REPORT_TEMPLATE_ID,
  type ReportTemplate,
  type ReportTemplateBody,
  reportTemplateBodySchema,
} from '@airlens/contract';
import type { BlobStore } from '../../blobs/blob-store';
import type { Database } from '../../db/database';
import { forbidden, invalidInput, notFound } from '../../http/errors';
import type { AuthenticatedUser } from '../../http/session';
import { prepareLogo } from './report-images';
import { defaultTemplate } from './report-request';
import {
  deleteTemplate as deleteTemplateRow,
  findVisibleTemplate,
  insertTemplate,
  listVisibleTemplates,
  updateTemplate as updateTemplateRow,
  type TemplateRecord,
} from './report-templates.repo';

/** What the templates service needs. */
export interface ReportTemplatesContext {
  database: Database;
  blobs: BlobStore;
  now: () => Date;
}

/** Where an uploaded Word template's file is kept. */
export function wordTemplateKey(templateId: string): string {
  return `report-templates/${templateId}.docx`;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The caller as a template viewer: members of an organisation only (guests never reach here). */
export function viewerOf(user: AuthenticatedUser): { orgId: string; userId: string } {
  if (user.orgId === null) {
    throw forbidden('Report templates belong to an organisation.');
  }
  return { orgId: user.orgId, userId: user.userId };
}

/** Whether the caller may change a template: its owner, or an admin of its organisation. */
function canEdit(user: AuthenticatedUser, record: TemplateRecord): boolean {
  return record.ownerUserId === user.userId || (user.orgAdmin && user.orgId === record.orgId);
}

/** A stored template as the API answers it to the caller. */
export function presentTemplate(user: AuthenticatedUser, record: TemplateRecord): ReportTemplate {
  return {
    id: record.id,
    name: record.name,
    visibility: record.visibility,
    ownerEmail: record.ownerEmail,
    builtIn: false,
    format: record.format,
    language: record.language,
    sections: record.sections,
    options: record.options,
    updatedAt: record.updatedAt.toISOString(),
    canEdit: canEdit(user, record),
  };
}

/** The templates the caller may use: the built-in default first, then its own and its organisation's shared ones. */
export async function listTemplates(
  context: ReportTemplatesContext,
  user: AuthenticatedUser,
): Promise<ReportTemplate[]> {
  const records = await listVisibleTemplates(context.database, viewerOf(user));
  return [defaultTemplate(), ...records.map((record) => presentTemplate(user, record))];
}

/**
 * A template the caller may use by id: the built-in default, its own, or its organisation's shared one;
 * null for anything else (another user's private template, another organisation's, unknown).
 */
export async function findUsableTemplate(
  context: ReportTemplatesContext,
  user: AuthenticatedUser,
  templateId: string | undefined,
): Promise<ReportTemplate | null> {
  if (templateId === undefined || templateId === DEFAULT_REPORT_TEMPLATE_ID) {
    return defaultTemplate();
  }
  if (!UUID.test(templateId)) {
    return null;
  }
  const record = await findVisibleTemplate(context.database, viewerOf(user), templateId.toLowerCase());
  return record === null ? null : presentTemplate(user, record);
}

/** The body checked beyond its schema: a logo must be an image the report can print. */
async function checkedBody(body: ReportTemplateBody) {
  const parsed = reportTemplateBodySchema.parse(body);
  const logo = parsed.options.branding.logoPngBase64;
  if (logo !== null && (await prepareLogo(logo)) === null) {
    throw invalidInput('options.branding.logoPngBase64', 'is not a readable image');
  }
  return parsed;
}

/** Saves a new template owned by the caller in its organisation. */
export async function createTemplate(
  context: ReportTemplatesContext,
  user: AuthenticatedUser,
  body: ReportTemplateBody,
): Promise<ReportTemplate> {
  const viewer = viewerOf(user);
  const values = await checkedBody(body);
  const id = randomUUID();
  await insertTemplate(context.database, {
    ...values,
    id,
    orgId: viewer.orgId,
    ownerUserId: viewer.userId,
    now: context.now(),
  });
  const saved = await findVisibleTemplate(context.database, viewer, id);
  if (saved === null) {
    throw notFound();
  }
  return presentTemplate(user, saved);
}

/** The template the caller may change: 404 when it cannot see it, 403 when it may only use it. */
async function editableTemplate(
  context: ReportTemplatesContext,
  user: AuthenticatedUser,
  templateId: string,
): Promise<TemplateRecord> {
  if (templateId === DEFAULT_REPORT_TEMPLATE_ID) {
    throw forbidden('The built-in template cannot be changed; save a copy instead.');
  }
  const record = UUID.test(templateId)
    ? await findVisibleTemplate(context.database, viewerOf(user), templateId.toLowerCase())
    : null;
  if (record === null) {
    throw notFound();
  }
  if (!canEdit(user, record)) {
    throw forbidden('Only the owner of the template or an organisation admin can change it.');
  }
  return record;
}

/** Changes a template (its owner or an org admin). */
export async function updateTemplate(
  context: ReportTemplatesContext,
  user: AuthenticatedUser,
  templateId: string,
  body: ReportTemplateBody,
): Promise<ReportTemplate> {
  const record = await editableTemplate(context, user, templateId);
  const checked = await checkedBody(body);
  // An uploaded Word template stays one: only its name, sharing and options change.
  const values = record.format === 'docx-template' ? { ...checked, format: record.format } : checked;
  await updateTemplateRow(context.database, record.id, { ...values, now: context.now() });
  const saved = await findVisibleTemplate(context.database, viewerOf(user), record.id);
  // Made private by an admin who is not its owner: it is no longer the admin's to see.
  return saved === null
    ? presentTemplate(user, { ...record, ...values, updatedAt: context.now() })
    : presentTemplate(user, saved);
}

/** Deletes a template (its owner or an org admin). */
export async function deleteTemplate(
  context: ReportTemplatesContext,
  user: AuthenticatedUser,
  templateId: string,
): Promise<void> {
  const record = await editableTemplate(context, user, templateId);
  await deleteTemplateRow(context.database, record.id);
  if (record.format === 'docx-template') {
    await context.blobs.delete(wordTemplateKey(record.id));
  }
}
