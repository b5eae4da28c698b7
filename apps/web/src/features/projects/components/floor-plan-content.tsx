import { useState } from 'react';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import {
  FREQUENCY_BAND_LABELS,
  SEARCH_LOADER_DELAY_MS,
  canLoadProjectData,
  isDesignProject,
} from '@airlens/domain';
import type { FrequencyBand } from '@airlens/domain';
import { SearchField } from '@/components/search-field';
import { useDebouncedValue } from '@/components/use-debounced-value';
import { useImageUrl } from '../api/get-image-url';
import { useProjectBatch } from '../api/get-project-batch';
import { useInspectPoint } from '../api/inspect-point';
import { useAreaKpiPanels } from '../api/list-area-kpi-panels';
import { useAreaKpis } from '../api/list-area-kpis';
import type { InsightsFloorPlan as FloorPlan, InsightsProject as Project } from '@airlens/contract';
import { useProjectFilters } from '../hooks/use-project-filters';
import { AccessPointMarkers } from './access-point-markers';
import { useApContextMenu } from './use-ap-context-menu';
import { FloorFilterBar } from './floor-filter-bar';
import { unitsToMeters } from './floor-geometry';
import { FloorScaleNotice } from './floor-scale-notice';
import { FloorStage } from './floor-stage';
import type { FloorPoint } from './floor-stage';
import { HeatmapControls } from './heatmap-controls';
import type { HeatmapSettings } from './heatmap-controls';
import { InspectPanel } from './inspect-panel';
import { KpiRowsTable } from './kpi-rows-table';
import { ProjectKpiPanels } from './project-kpi-panels';
import type { ProjectLinks } from './project-links';
import { HEATMAP_KINDS } from './project-slots';
import type { FloorHeatmapSlot, ProjectSlots } from './project-slots';

const RADIO_BAND_OF: Readonly<Record<FrequencyBand, FloorHeatmapSlot['request']['radioBand']>> = {
  TWO: '2.4',
  FIVE: '5',
  SIX: '6',
};

export interface FloorPlanContentProps {
  project: Project;
  floor: FloorPlan;
  floorSelector: ReactNode;
  links: ProjectLinks;
  slots: ProjectSlots;
}

/** One floor: heatmap over the plan with AP markers, legend, inspect tool, area KPIs and the floor's surveys. */
export function FloorPlanContent({ project, floor, floorSelector, links, slots }: FloorPlanContentProps) {
  const [filters] = useProjectFilters();
  const [params, setParams] = useSearchParams();
  const rawType = params.get('heatmap');
  const type = HEATMAP_KINDS.find((kind) => kind === rawType) ?? 'primary-coverage';
  const [local, setLocal] = useState<Omit<HeatmapSettings, 'type'>>({
    mode: 'smooth',
    opacity: 0.7,
    visualizationHeightMeters: 1,
    showApNames: true,
    isInspecting: false,
  });
  const [inspected, setInspected] = useState<FloorPoint | null>(null);
  const [areaSearchText, setAreaSearchText] = useState('');
  const areaSearch = useDebouncedValue(areaSearchText.trim(), SEARCH_LOADER_DELAY_MS);
  const canLoad = canLoadProjectData(project.status);
  const batch = useProjectBatch(project.id, canLoad);
  const image = useImageUrl(project.id, floor.bitmapImageId ?? floor.imageId);
  // A floor without a scale has no KPIs or heatmap until one is set: say so instead of asking for them.
  const isScaled = floor.metersPerUnit !== null;
  const panels = useAreaKpiPanels(project.id, floor.id, filters, isScaled);
  const areas = useAreaKpis(project.id, floor.id, filters, areaSearch, isScaled);
  const inspect = useInspectPoint(
    local.isInspecting && inspected !== null
      ? { projectId: project.id, floorId: floor.id, x: inspected.x, y: inspected.y, band: filters.band }
      : null,
  );

  function handleSettings(changes: Partial<HeatmapSettings>): void {
    const { type: nextType, ...rest } = changes;
    if (nextType !== undefined) {
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          if (nextType === 'primary-coverage') {
            next.delete('heatmap');
          } else {
            next.set('heatmap', nextType);
          }
          return next;
        },
        { replace: true },
      );
    }
    if (rest.isInspecting === false) {
      setInspected(null);
    }
    setLocal({ ...local, ...rest });
  }

  const size = { widthUnits: floor.width, heightUnits: floor.height };
  const slot: FloorHeatmapSlot = {
    projectId: project.id,
    floorId: floor.id,
    projectVersion: project.projectVersion,
    widthUnits: floor.width,
    heightUnits: floor.height,
    request: {
      type,
      accuracy: 'very',
      requirementGreyOut: true,
      mode: local.mode,
      radioBand: RADIO_BAND_OF[filters.band],
      legend: true,
      onlyMyAps: true,
      // Spec §7: no prediction, except for a project with nothing measured (a design).
      signalPrediction: isDesignProject(project.projectType) ? 'one-floor' : 'off',
      radioIds: null,
    },
    opacity: local.opacity,
    visualizationHeightMeters: local.visualizationHeightMeters,
    band: filters.band,
  };
  const apMenu = useApContextMenu((point) => {
    setLocal({ ...local, isInspecting: true });
    setInspected(point);
  });
  const accessPoints = (batch.data?.accessPoints ?? []).filter(
    (ap) => !ap.hidden && ap.location !== null && ap.location.floorPlanId === floor.id,
  );
  const pointLabel =
    inspected === null
      ? null
      : (() => {
          const x = unitsToMeters(inspected.x, floor.metersPerUnit);
          const y = unitsToMeters(inspected.y, floor.metersPerUnit);
          return x === null || y === null
            ? `${Math.round(inspected.x)}, ${Math.round(inspected.y)}`
            : `${x.toFixed(1)} m, ${y.toFixed(1)} m`;
        })();

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}>
      <FloorFilterBar projectId={project.id} />
      <Paper
        variant="outlined"
        sx={{ p: 1.5, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}
      >
        {floorSelector}
        {!isScaled && <Chip label="Not scaled" color="warning" size="small" variant="outlined" />}
        <HeatmapControls settings={{ ...local, type }} onChange={handleSettings} />
      </Paper>
      {!canLoad && (
        <Alert severity="info">
          This project is being deleted: its floor plan data and heatmaps are not loaded.
        </Alert>
      )}
      {canLoad && <FloorScaleNotice projectId={project.id} floor={floor} imageUrl={image.data ?? null} />}
      {batch.error !== null && <Alert severity="warning">{batch.error.message}</Alert>}
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 1fr) 340px' },
          alignItems: 'start',
        }}
      >
        <Paper
          variant="outlined"
          component="section"
          aria-label={`${floor.name} heatmap`}
          sx={{ p: 1.5, minWidth: 0 }}
        >
          <Typography variant="body2" component="p" sx={{ fontWeight: 600, mb: 0.5 }}>
            {`${floor.name} · ${FREQUENCY_BAND_LABELS[filters.band]} GHz${isDesignProject(project.projectType) ? ' · predicted' : ''}`}
          </Typography>
          <FloorStage
            floorName={floor.name}
            size={size}
            imageUrl={image.data ?? null}
            imageError={
              image.error?.message ?? (image.data === null ? 'This floor has no plan image.' : null)
            }
            layers={(pixelsPerUnit) => (
              <>
                {canLoad && isScaled && slots.renderHeatmap?.(slot)}
                <AccessPointMarkers
                  accessPoints={accessPoints}
                  size={size}
                  showNames={local.showApNames}
                  pixelsPerUnit={pixelsPerUnit}
                  menuFor={apMenu.menuFor}
                />
              </>
            )}
            isInspecting={local.isInspecting}
            inspectedPoint={inspected}
            samplePoints={inspect.data ?? []}
            onInspect={setInspected}
          />
          {apMenu.menu}
          <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
            {`${accessPoints.length} access points on this floor`}
            {floor.metersPerUnit === null
              ? ''
              : ` · ${(floor.width * floor.metersPerUnit).toFixed(0)} m × ${(floor.height * floor.metersPerUnit).toFixed(0)} m`}
          </Typography>
        </Paper>
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}>
          {canLoad && isScaled && slots.renderHeatmapLegend !== undefined && (
            <Paper variant="outlined" component="section" aria-label="Heatmap legend" sx={{ p: 2 }}>
              {slots.renderHeatmapLegend(slot)}
            </Paper>
          )}
          {local.isInspecting && (
            <InspectPanel
              pointLabel={pointLabel}
              samples={inspect.data}
              isLoading={inspect.isFetching}
              error={inspect.error?.message ?? null}
              onClose={() => handleSettings({ isInspecting: false })}
            />
          )}
        </Box>
      </Box>
      <Paper variant="outlined" component="section" aria-labelledby="floor-kpis-title" sx={{ p: 2 }}>
        <Typography
          id="floor-kpis-title"
          component="h2"
          variant="h6"
          sx={{ fontSize: 18, fontWeight: 600, mb: 1.5 }}
        >
          Floor KPIs
        </Typography>
        {panels.error !== null && <Alert severity="error">{panels.error.message}</Alert>}
        {isScaled ? (
          <ProjectKpiPanels kpis={panels.data?.[0]?.kpis ?? null} label="Floor KPIs" />
        ) : (
          <Typography variant="body2" color="text.secondary">
            No KPIs: this floor plan is not scaled.
          </Typography>
        )}
      </Paper>
      <Paper variant="outlined" component="section" aria-labelledby="area-kpis-title" sx={{ p: 2 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 1 }}>
          <Typography
            id="area-kpis-title"
            component="h2"
            variant="h6"
            sx={{ fontSize: 18, fontWeight: 600, flexGrow: 1 }}
          >
            Areas
          </Typography>
          <SearchField
            label="Search areas"
            value={areaSearchText}
            onChange={setAreaSearchText}
            isSearching={areaSearch !== areaSearchText.trim() || (areas.isFetching && areaSearch !== '')}
          />
        </Box>
        {isScaled ? (
          <KpiRowsTable
            label="Area KPIs"
            nameLabel="Area"
            rows={(areas.data ?? []).map((row, index) => ({
              ...row,
              key: row.areaId ?? `area-${index}`,
              name: row.areaName,
            }))}
            renderName={(row) => row.name}
            isFetching={areas.isFetching}
            error={areas.error?.message ?? null}
            resultKey={JSON.stringify([areaSearch, filters])}
          />
        ) : (
          <Typography variant="body2" color="text.secondary">
            No area KPIs: this floor plan is not scaled.
          </Typography>
        )}
      </Paper>
      {slots.renderSurveyEvents?.({
        projectId: project.id,
        floorPlanRowId: floor.rowId,
        startDate: filters.startDate,
        endDate: filters.endDate,
        projectHref: links.dashboard,
        floorHref: links.floor,
      })}
    </Box>
  );
}
