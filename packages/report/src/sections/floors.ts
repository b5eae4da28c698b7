import type { Block } from '../model';
import type { ReportFloor } from '../report-data';
import {
  KPI_CRITERIA,
  kpiBandTable,
  scoreCell,
  type SectionContext,
  type SectionWriter,
} from './section-context';

/** Heatmaps and images are rasterised at this resolution. */
export const REPORT_IMAGE_DPI = 150;

function floorBlocks(context: SectionContext, floor: ReportFloor): Block[] {
  const { t, format } = context;
  const blocks: Block[] = [{ kind: 'heading', level: 1, text: floor.name }];
  if (floor.widthMeters !== null && floor.heightMeters !== null) {
    blocks.push({
      kind: 'paragraph',
      style: 'note',
      text: t('floors.size', {
        width: format.length(floor.widthMeters),
        height: format.length(floor.heightMeters),
      }),
    });
  }
  blocks.push({ kind: 'heading', level: 2, text: t('floors.plan') });
  if (floor.plan === null) {
    blocks.push({ kind: 'paragraph', style: 'note', text: t('floors.noImage') });
  } else {
    blocks.push({
      kind: 'image',
      ...floor.plan,
      dpi: REPORT_IMAGE_DPI,
      caption: t('floors.planCaption', { floor: floor.name }),
    });
  }
  if (floor.metersPerUnit === null) {
    blocks.push({ kind: 'paragraph', style: 'note', text: t('floors.notScaled') });
    return blocks;
  }
  blocks.push({ kind: 'heading', level: 2, text: t('floors.heatmaps') });
  if (floor.heatmaps.length === 0) {
    blocks.push({ kind: 'paragraph', style: 'note', text: t('floors.noHeatmaps') });
  }
  for (const heatmap of floor.heatmaps) {
    blocks.push({
      kind: 'image',
      ...heatmap.image,
      dpi: REPORT_IMAGE_DPI,
      caption: t('floors.heatmapCaption', {
        visualization: t(`visualization.${heatmap.visualization}`),
        band: t(`band.${heatmap.band}`),
      }),
    });
  }
  blocks.push(
    { kind: 'heading', level: 2, text: t('floors.kpis') },
    kpiBandTable(
      context,
      floor.kpis.map((entry) => ({ band: entry.band, kpis: entry.floor })),
    ),
  );
  for (const entry of floor.kpis) {
    blocks.push({ kind: 'heading', level: 3, text: t('floors.areaKpis', { band: t(`band.${entry.band}`) }) });
    if (entry.areas.length === 0) {
      blocks.push({ kind: 'paragraph', style: 'note', text: t('floors.noAreas') });
      continue;
    }
    blocks.push({
      kind: 'table',
      columns: [
        { header: t('table.area'), weight: 2.2 },
        ...KPI_CRITERIA.map((criterion) => ({ header: t(`kpi.${criterion}`), align: 'right' as const })),
      ],
      rows: entry.areas.map((area) => [
        { text: area.name },
        ...KPI_CRITERIA.map((criterion) => scoreCell(context, area.kpis[criterion])),
      ]),
    });
  }
  return blocks;
}

/** One part per floor: plan with APs, heatmaps (scaled floors only), floor and area KPIs. */
export const writeFloors: SectionWriter = (context) =>
  context.data.floors.flatMap((floor) => floorBlocks(context, floor));
