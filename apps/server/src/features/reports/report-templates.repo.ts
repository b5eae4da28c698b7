import type { ReportSection, ReportTemplateOptions } from '@airlens/contract';
import type { ReportLanguage, ReportTemplateVisibility } from '@airlens/domain';
import type { Database } from '../../db/database';

/** How a template is written: Airlens's own PDF or DOCX, or an uploaded Word template ('docx-template'). */
export type TemplateFormat = 'pdf' | 'docx' | 'docx-template';

/** A saved report template as stored. */
export interface TemplateRecord {
  id: string;
  orgId: string;
  ownerUserId: string;
  ownerEmail: string;
  name: string;
  visibility: ReportTemplateVisibility;
  format: TemplateFormat;
  language: ReportLanguage;
  sections: ReportSection[];
  options: ReportTemplateOptions;
  updatedAt: Date;
}

interface TemplateRow {
  id: string;
  org_id: string;
  owner_user_id: string;
  owner_email: string;
  name: string;
  visibility: ReportTemplateVisibility;
  format: TemplateFormat;
  language: ReportLanguage;
  sections: ReportSection[] | string;
  options: ReportTemplateOptions | string;
  updated_at: Date | string;
}

function jsonOf<T>(value: T | string): T {
  return typeof value === 'string' ? (JSON.parse(value) as T) : value;
}

function recordOf(row: TemplateRow): TemplateRecord {
  return {
    id: row.id,
    orgId: row.org_id,
    ownerUserId: row.owner_user_id,
    ownerEmail: row.owner_email,
    name: row.name,
    visibility: row.visibility,
    format: row.format,
    language: row.language,
    sections: jsonOf(row.sections),
    options: jsonOf(row.options),
    updatedAt: new Date(row.updated_at),
  };
}

const SELECT = `SELECT t.id::text AS id, t.org_id::text AS org_id, t.owner_user_id::text AS owner_user_id,
    u.email AS owner_email, t.name, t.visibility, t.format, t.language, t.sections, t.options, t.updated_at
  FROM report_templates t JOIN users u ON u.id = t.owner_user_id`;

/** The templates a member sees: its own and its organisation's shared ones, by name. */
export async function listVisibleTemplates(
  database: Database,
  viewer: { orgId: string; userId: string },
): Promise<TemplateRecord[]> {
  const { rows } = await database.query<TemplateRow>(
    `${SELECT} WHERE t.org_id = $1 AND (t.owner_user_id = $2 OR t.visibility = 'ORGANIZATION')
     ORDER BY lower(t.name), t.created_at`,
    [viewer.orgId, viewer.userId],
  );
  return rows.map(recordOf);
}

/** One template if the member sees it (its own, or shared in its organisation), else null. */
export async function findVisibleTemplate(
  database: Database,
  viewer: { orgId: string; userId: string },
  templateId: string,
): Promise<TemplateRecord | null> {
  const { rows } = await database.query<TemplateRow>(
    `${SELECT} WHERE t.id = $3 AND t.org_id = $1 AND (t.owner_user_id = $2 OR t.visibility = 'ORGANIZATION')`,
    [viewer.orgId, viewer.userId, templateId],
  );
  const row = rows[0];
  return row === undefined ? null : recordOf(row);
}

/** The fields a template is saved with. */
export interface TemplateValues {
  name: string;
  visibility: ReportTemplateVisibility;
  format: TemplateFormat;
  language: ReportLanguage;
  sections: ReportSection[];
  options: ReportTemplateOptions;
}

export async function insertTemplate(
  database: Database,
  template: TemplateValues & { id: string; orgId: string; ownerUserId: string; now: Date },
): Promise<void> {
  await database.query(
    `INSERT INTO report_templates (id, org_id, owner_user_id, name, visibility, format, language, sections, options, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9::jsonb, $10, $10)`,
    [
      template.id,
      template.orgId,
      template.ownerUserId,
      template.name,
      template.visibility,
      template.format,
      template.language,
      JSON.stringify(template.sections),
      JSON.stringify(template.options),
      template.now,
    ],
  );
}

export async function updateTemplate(
  database: Database,
  templateId: string,
  values: TemplateValues & { now: Date },
): Promise<void> {
  await database.query(
    `UPDATE report_templates SET name = $2, visibility = $3, format = $4, language = $5, sections = $6::jsonb,
       options = $7::jsonb, updated_at = $8 WHERE id = $1`,
    [
      templateId,
      values.name,
      values.visibility,
      values.format,
      values.language,
      JSON.stringify(values.sections),
      JSON.stringify(values.options),
      values.now,
    ],
  );
}

export async function deleteTemplate(database: Database, templateId: string): Promise<void> {
  await database.query('DELETE FROM report_templates WHERE id = $1', [templateId]);
}
