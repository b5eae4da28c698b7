import type { FrequencyBand } from '@airlens/domain';
import {
  computeHeatmap,
  defaultLegend,
  HEATMAP_ENGINE_VERSION,
  HeatmapCache,
  type HeatmapEngineOptions,
  type RadioBandFilter,
} from '@airlens/heatmap';
import {
  createFormat,
  createTranslator,
  MARGIN_PT,
  PAGE_SIZES_PT,
  REPORT_IMAGE_DPI,
  type FloorHeatmap,
  type KpiValues,
  type ReportData,
  type ReportFloor,
  type Translate,
} from '@airlens/report';
import type { BlobStore } from '../../blobs/blob-store';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/database';
import type { AuthenticatedUser } from '../../http/session';
import { loadHeatmapFloorInput } from '../heatmaps/heatmaps.service';
import type { InsightsDeps } from '../insights';
import {
  listDeviceCounts,
  listProjectFloorPlans,
  listSurveyEvents,
} from '../insights/insights-inventory.service';
import {
  listAreaKpis,
  listDailyHealth,
  listFloorKpis,
  listProjectKpiPanels,
} from '../insights/insights.service';
import type { ReadableProject } from '../projects/projects.service';
import {
  chooseScaleBar,
  prepareFloorCanvas,
  renderDailyHealthChart,
  renderFloorPlan,
  renderHeatmapImage,
  type FloorCanvas,
} from './report-images';
import type { ResolvedReportRequest } from './report-request';
import {
  findInsightsVersion,
  listFloorImageKeys,
  listPlacedAccessPoints,
  type PlacedAp,
} from './report-sources.repo';

/** What gathering a report's data needs. */
export interface ReportDataDeps {
  database: Database;
  blobs: BlobStore;
  config: AppConfig;
}

/** Called between steps with the step's name and the overall progress; throws to stop the job. */
export type ProgressReporter = (step: string, progress: number) => Promise<void>;

const RADIO_BAND: Readonly<Record<FrequencyBand, RadioBandFilter>> = { TWO: '2.4', FIVE: '5', SIX: '6' };
const PAGE_SIZE = 1000;

/** Renders the heatmaps of one floor; one engine cache per floor, so its interpolation operator is built once. */
async function floorHeatmaps(
  deps: ReportDataDeps,
  request: ResolvedReportRequest,
  projectId: string,
  floor: { id: string; metersPerUnit: number },
  canvas: FloorCanvas,
  t: Translate,
  onImage: () => Promise<void>,
): Promise<FloorHeatmap[]> {
  const input = await loadHeatmapFloorInput(deps, projectId, floor.id);
  if (input === null) {
    return [];
  }
  const cache = new HeatmapCache({ responseBytes: 0, fieldBytes: 64 * 1024 * 1024 });
  const engineOptions: Partial<HeatmapEngineOptions> = { maxCells: deps.config.heatmapMaxCells };
  const format = createFormat(request.language, request.options.units);
  const metersPerPx = floor.metersPerUnit / canvas.pxPerUnit;
  const scale = chooseScaleBar(canvas.widthPx, metersPerPx, format.lengthUnit);
  const images: FloorHeatmap[] = [];
  for (const band of request.frequencyBands) {
    for (const visualization of request.options.visualizations) {
      const type = visualization;
      const result = computeHeatmap(
        input,
        { type, radioBand: RADIO_BAND[band], legend: true, mode: 'detailed' },
        cache,
        engineOptions,
      );
      const legend = result.legend ?? defaultLegend(type);
      const image = await renderHeatmapImage(canvas, result, legend, {
        title:
          `${t(`visualization.${visualization}`)} (${legend.unit === 'issue' ? '' : legend.unit}), ${t(`band.${band}`)}`.replace(
            ' ()',
            '',
          ),
        labels: legendLabels(legend, t),
        scale: { label: `${format.integer(scale.value)} ${format.lengthUnit}`, meters: scale.meters },
        metersPerPx,
      });
      images.push({ visualization, band, image });
      await onImage();
    }
  }
  return images;
}

/** Legend labels in the report's language: network-health issues by name, numbers as lower bounds. */
function legendLabels(legend: ReturnType<typeof defaultLegend>, t: Translate): Map<number, string> {
  const healthLabels = [
    t('legend.pass'),
    t('kpi.rssi'),
    t('kpi.secondaryRssi'),
    t('kpi.snr'),
    t('kpi.channelInterference'),
    t('visualization.data-rate'),
  ];
  return new Map(
    legend.entries.map((entry) => {
      if (legend.type === 'network-health') {
        return [entry.bin, healthLabels[entry.bin] ?? entry.label];
      }
      return [entry.bin, entry.min === null ? `< ${entry.max ?? ''}` : `≥ ${entry.min}`];
    }),
  );
}

function kpiValuesOf(kpis: {
  rssi: { value: number | null };
  secondaryRssi: { value: number | null };
  snr: { value: number | null };
  channelInterference: { value: number | null };
  networkHealth: { value: number | null };
  average: { value: number | null };
  issues: number;
}): KpiValues {
  return {
    rssi: kpis.rssi.value,
    secondaryRssi: kpis.secondaryRssi.value,
    snr: kpis.snr.value,
    channelInterference: kpis.channelInterference.value,
    networkHealth: kpis.networkHealth.value,
    average: kpis.average.value,
    issues: kpis.issues,
  };
}

/** Every page of a paged insights list. */
async function allPages<T>(
  load: (page: number) => Promise<{ content: T[]; totalPages: number }>,
): Promise<T[]> {
  const items: T[] = [];
  for (let page = 0; ; page++) {
    const answer = await load(page);
    items.push(...answer.content);
    if (page + 1 >= answer.totalPages) {
      return items;
    }
  }
}

/**
 * Gathers everything a report states as the requesting user sees it: KPIs from the insights services (the
 * values the insights API answers), the floors with their plans and heatmaps rendered here, the inventory,
 * survey events and daily health. `progress` is called between steps (it throws when the job is cancelled).
 */
export async function gatherReportData(
  deps: ReportDataDeps,
  user: AuthenticatedUser,
  project: ReadableProject,
  request: ResolvedReportRequest,
  progress: ProgressReporter,
  now: Date,
): Promise<ReportData> {
  const insights: InsightsDeps = { database: deps.database, config: deps.config };
  const t = createTranslator(request.language);
  const format = createFormat(request.language, request.options.units);
  const range = { startDate: request.startDate, endDate: request.endDate };
  const bands = request.frequencyBands;
  const sections = new Set(request.sections);

  const summary = [];
  const floorKpis = new Map<string, Map<FrequencyBand, KpiValues>>();
  // The KPIs are the summary's and the floors' (a preview of the cover asks for none of them).
  for (const band of sections.has('summary') || sections.has('floors') ? bands : []) {
    const [panel] = await listProjectKpiPanels(insights, user, project.id, { band, range });
    summary.push({ band, kpis: kpiValuesOf(panel?.kpis ?? { ...EMPTY_KPIS }) });
    for (const row of await listFloorKpis(insights, user, project.id, { band, range, query: '' })) {
      const perBand = floorKpis.get(row.floorPlanId) ?? new Map<FrequencyBand, KpiValues>();
      perBand.set(band, kpiValuesOf(row.kpis));
      floorKpis.set(row.floorPlanId, perBand);
    }
  }
  await progress('data', 10);

  const allFloors = await listProjectFloorPlans(insights, user, project.id);
  const chosen =
    request.floorPlanIds === null
      ? allFloors
      : allFloors.filter((floor) => request.floorPlanIds?.includes(floor.id) === true);
  const floors: ReportFloor[] = [];
  if (sections.has('floors')) {
    const imageKeys = await listFloorImageKeys(deps.database, project.id);
    const aps = await listPlacedAccessPoints(deps.database, project.id);
    const size = PAGE_SIZES_PT[request.options.pageSize];
    const maxWidthPx = ((size.width - 2 * MARGIN_PT) / 72) * REPORT_IMAGE_DPI;
    const imageCount = Math.max(
      1,
      chosen.length * (1 + bands.length * request.options.visualizations.length),
    );
    let imagesDone = 0;
    const onImage = async () => {
      imagesDone += 1;
      await progress('images', 10 + Math.round((70 * imagesDone) / imageCount));
    };
    for (const floor of chosen) {
      const key = imageKeys.get(floor.id);
      const canvas = await prepareFloorCanvas({
        image: key === undefined ? null : await deps.blobs.get(key),
        planWidth: floor.width,
        planHeight: floor.height,
        accessPoints: aps.filter((ap: PlacedAp) => ap.floorPlanId === floor.id),
        maxWidthPx,
      });
      const plan = await renderFloorPlan(canvas);
      await onImage();
      const isScaled = floor.metersPerUnit !== null;
      const heatmaps =
        floor.metersPerUnit === null
          ? []
          : await floorHeatmaps(
              deps,
              request,
              project.id,
              { id: floor.id, metersPerUnit: floor.metersPerUnit },
              canvas,
              t,
              onImage,
            );
      const kpis = [];
      if (isScaled) {
        for (const band of bands) {
          const areas = await listAreaKpis(insights, user, project.id, floor.id, { band, range, query: '' });
          kpis.push({
            band,
            floor: floorKpis.get(floor.id)?.get(band) ?? { ...EMPTY_KPIS_VALUES },
            areas: areas.map((area) => ({ name: area.areaName, kpis: kpiValuesOf(area.kpis) })),
          });
        }
      }
      floors.push({
        id: floor.id,
        name: floor.name,
        metersPerUnit: floor.metersPerUnit,
        widthMeters: floor.metersPerUnit === null ? null : floor.width * floor.metersPerUnit,
        heightMeters: floor.metersPerUnit === null ? null : floor.height * floor.metersPerUnit,
        plan,
        heatmaps,
        kpis,
      });
    }
  }
  await progress('tables', 82);

  const accessPoints = sections.has('accessPoints')
    ? await allPages((page) =>
        listDeviceCounts(
          insights,
          user,
          { query: '', projectId: project.id },
          { page, size: PAGE_SIZE, sort: 'apName,asc' },
        ),
      )
    : [];
  const surveys = sections.has('surveyEvents')
    ? await allPages((page) =>
        listSurveyEvents(
          insights,
          user,
          {
            query: '',
            startDate: range.startDate,
            endDate: range.endDate,
            projectId: project.id,
            floorPlanRowId: null,
          },
          { page, size: PAGE_SIZE, sort: 'date,asc' },
        ),
      )
    : [];
  const dailyHealth = [];
  if (sections.has('dailyHealth')) {
    for (const band of bands) {
      const days = await listDailyHealth(insights, user, project.id, { band, range });
      dailyHealth.push({
        band,
        days,
        chart:
          days.length === 0
            ? null
            : await renderDailyHealthChart(days, {
                title: t('dailyHealth.caption', { band: t(`band.${band}`) }),
                day: format.date,
                score: format.score,
              }),
      });
    }
  }
  await progress('writing', 88);

  return {
    projectName: project.name,
    generatedAt: now,
    requestedBy: user.name.trim() === '' ? user.email : user.name,
    bands,
    summary,
    floors,
    accessPoints: accessPoints.map((ap) => ({
      name: ap.apName,
      vendor: ap.vendor,
      model: ap.model,
      radioCount: ap.radioCount,
      channelAndPower: ap.channelAndPower,
      heightMeters: ap.height,
      mounting: ap.installation,
    })),
    surveys: surveys.map((survey) => ({
      name: survey.surveyName,
      date: survey.date,
      floorName: survey.floorPlanName,
      createdBy: survey.createdBy,
      durationSeconds: survey.durationSeconds,
      distanceMeters: survey.distanceMeters,
      discoveredAps: survey.discoveredAps,
    })),
    dailyHealth,
    dataVersions: {
      projectVersion: project.version,
      insightsVersion: await findInsightsVersion(deps.database, project.orgId),
      heatmapEngine: HEATMAP_ENGINE_VERSION,
    },
    dateRange: range,
  };
}

const EMPTY_KPIS = {
  rssi: { value: null },
  secondaryRssi: { value: null },
  snr: { value: null },
  channelInterference: { value: null },
  networkHealth: { value: null },
  average: { value: null },
  issues: 0,
};

const EMPTY_KPIS_VALUES: KpiValues = kpiValuesOf(EMPTY_KPIS);
