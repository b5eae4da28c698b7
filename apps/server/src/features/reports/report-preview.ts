import type { CreateReportBody } from '@airlens/contract';
import { conflict } from '../../http/errors';
import type { AuthenticatedUser } from '../../http/session';
import { listProjectFloorPlans } from '../insights/insights-inventory.service';
import { gatherReportData } from './report-data';
import { writeReport } from './report-job';
import type { ResolvedReportRequest } from './report-request';
import { resolveProjectReport, type ReportsContext } from './reports.service';

const WORD_TEMPLATE_PREVIEW =
  'An uploaded Word template has no PDF preview: its pages are those of the Word file, filled with the data.';

/**
 * What the first page needs of a request: its first section only, as PDF. When that section is the floors,
 * only the first chosen floor and the one heatmap that can share its page (the first visualisation of the
 * first band): the plan and that image fill the page, so nothing else is rendered.
 */
async function firstPageRequest(
  context: ReportsContext,
  user: AuthenticatedUser,
  projectId: string,
  request: ResolvedReportRequest,
): Promise<ResolvedReportRequest> {
  const first = request.sections[0];
  const firstPage: ResolvedReportRequest = {
    ...request,
    format: 'pdf',
    sections: first === undefined ? [] : [first],
  };
  if (first !== 'floors') {
    return firstPage;
  }
  const floors = await listProjectFloorPlans(context, user, projectId);
  const firstFloor = floors.find(
    (floor) => request.floorPlanIds === null || request.floorPlanIds.includes(floor.id),
  );
  return {
    ...firstPage,
    floorPlanIds: firstFloor === undefined ? [] : [firstFloor.id],
    frequencyBands: request.frequencyBands.slice(0, 1),
    options: { ...request.options, visualizations: request.options.visualizations.slice(0, 1) },
  };
}

/**
 * The first page of the report a request would make, as a one-page PDF, written at once (not a job), with the
 * access rules of a report request. A report asked for as Word is previewed as its PDF rendering; an uploaded
 * Word template has none (409).
 */
export async function previewReport(
  context: ReportsContext,
  user: AuthenticatedUser,
  projectId: string,
  body: CreateReportBody,
): Promise<Uint8Array> {
  const { project, request } = await resolveProjectReport(context, user, projectId, body);
  if (request.wordTemplate === true) {
    throw conflict(WORD_TEMPLATE_PREVIEW);
  }
  const firstPage = await firstPageRequest(context, user, project.id, request);
  const data = await gatherReportData(
    context,
    user,
    project,
    firstPage,
    async () => undefined,
    context.now(),
  );
  return writeReport(data, firstPage, { pageLimit: 1 });
}
