import type { ReportSectionType } from '@airlens/domain';
import { fillWordTemplate } from '@airlens/report';
import type { AuthenticatedUser } from '../../http/session';
import type { ReadableProject } from '../projects/projects.service';
import { gatherReportData, type ProgressReporter, type ReportDataDeps } from './report-data';
import type { ResolvedReportRequest } from './report-request';
import { listPlacedAccessPoints, listRadiosByAccessPoint } from './report-sources.repo';
import { wordTemplateKey } from './report-templates.service';

/** What a Word template's tags can print: floors with their images, the inventory, surveys and KPIs. */
const WORD_TEMPLATE_SECTIONS: readonly ReportSectionType[] = [
  'summary',
  'floors',
  'accessPoints',
  'surveyEvents',
];

/** The uploaded template's file is gone (the template was deleted while the report waited). */
export class WordTemplateGone extends Error {
  constructor() {
    super('word template file missing');
    this.name = 'WordTemplateGone';
  }
}

/**
 * Writes a report from an uploaded Word template: the project's data gathered as the requester sees it
 * (floor plans and the heatmaps the template's visualisation tags ask for rendered by the report images),
 * the access points placed on each floor, and the template's Ekahau tags filled from them.
 */
export async function writeWordTemplateReport(
  deps: ReportDataDeps,
  user: AuthenticatedUser,
  project: ReadableProject,
  request: ResolvedReportRequest,
  progress: ProgressReporter,
  now: Date,
): Promise<Uint8Array> {
  const template = await deps.blobs.get(wordTemplateKey(request.templateId));
  if (template === null) {
    throw new WordTemplateGone();
  }
  const data = await gatherReportData(
    deps,
    user,
    project,
    { ...request, sections: [...WORD_TEMPLATE_SECTIONS] },
    progress,
    now,
  );
  const floorAccessPoints = new Map<string, string[]>();
  for (const ap of await listPlacedAccessPoints(deps.database, project.id)) {
    floorAccessPoints.set(ap.floorPlanId, [...(floorAccessPoints.get(ap.floorPlanId) ?? []), ap.name]);
  }
  return fillWordTemplate(template, {
    report: data,
    language: request.language,
    units: request.options.units,
    customer: request.options.branding.customer,
    floorAccessPoints,
    radios: await listRadiosByAccessPoint(deps.database, project.id),
  });
}
