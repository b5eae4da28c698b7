import { useSearchParams } from 'react-router';
import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { canLoadProjectData, isDesignProject } from '@airlens/domain';
import { useAntennaDirections } from '../api/get-antenna-directions';
import { useAttenuationAreas } from '../api/get-attenuation-areas';
import { useImageUrl } from '@/components/project-floor-queries';
import { useProjectBatch } from '../api/get-project-batch';
import { useInspectPoint } from '../api/inspect-point';
import type { InsightsFloorPlan as FloorPlan, InsightsProject as Project } from '@airlens/contract';
import { useDeviceProfile } from '../hooks/use-device-profile';
import { useFloorDimension } from '../hooks/use-floor-dimension';
import { useHeatmapSettings } from '../hooks/use-heatmap-settings';
import { useProjectFilters } from '../hooks/use-project-filters';
import { useFloorRadios } from '../hooks/use-floor-radios';
import { useApContextMenu } from './use-ap-context-menu';
import { AttenuationLegend } from './attenuation-legend';
import { FloorDetailSections } from './floor-detail-sections';
import { markerRadiusUnits } from './floor-geometry';
import { FloorHeatmapPanel } from './floor-heatmap-panel';
import { floorHeatmapSlot, inspectedPointLabel, isCompareIncomplete } from './floor-heatmap-slot';
import { FloorScaleNotice } from './floor-scale-notice';
import { FloorToolbar } from './floor-toolbar';
import { InspectPanel, SHEET_HEIGHT_VH } from './inspect-panel';
import { appliedProfileText } from './planning-labels';
import { ProjectFilterBar } from './project-filter-bar';
import type { ProjectLinks } from './project-links';
import type { ProjectSlots } from './project-slots';

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
  const { settings, inspected, setInspected, handleSettings, inspectAt } = useHeatmapSettings();
  const canLoad = canLoadProjectData(project.status);
  const batch = useProjectBatch(project.id, canLoad);
  const image = useImageUrl(project.id, floor.bitmapImageId ?? floor.imageId);
  // A floor without a scale has no KPIs or heatmap until one is set: say so instead of asking for them.
  const isScaled = floor.metersPerUnit !== null;
  const inspect = useInspectPoint(
    settings.isInspecting && inspected !== null
      ? { projectId: project.id, floorId: floor.id, x: inspected.x, y: inspected.y, band: filters.band }
      : null,
  );
  const apMenu = useApContextMenu(inspectAt);
  // On a phone the inspect result is a bottom sheet over the page, in view at once beside the plan.
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const inspectPanel = settings.isInspecting && (
    <InspectPanel
      pointLabel={inspectedPointLabel(inspected, floor.metersPerUnit)}
      samples={inspect.data}
      isLoading={inspect.isFetching}
      error={inspect.error?.message ?? null}
      onClose={() => handleSettings({ isInspecting: false })}
      variant={isPhone ? 'sheet' : 'panel'}
    />
  );
  const radios = useFloorRadios(batch.data, floor.id);
  const floorAreas = (batch.data?.areas ?? []).filter((area) => area.floorPlanId === floor.id);
  const deviceProfile = useDeviceProfile(project.id, canLoad);
  const attenuation = useAttenuationAreas(project.id, canLoad);
  const antennaDirections = useAntennaDirections(project.id, canLoad);
  const attenuationAreas = settings.showAttenuationAreas
    ? (attenuation.data ?? []).filter((area) => area.floorPlanId === floor.id)
    : [];
  const areaNames = Object.fromEntries(floorAreas.map((area) => [area.id, area.name]));
  const slot = floorHeatmapSlot(
    project,
    floor,
    settings,
    filters.band,
    areaNames,
    radios.radioIds,
    deviceProfile.profile === null
      ? null
      : { id: deviceProfile.profile.id, viewedAs: appliedProfileText(deviceProfile.profile, filters.band) },
  );
  const canDrawHeatmap = canLoad && isScaled && !isCompareIncomplete(settings);
  const [dimension, setDimension] = useFloorDimension();
  const isModelShown = dimension === '3d' && slots.renderBuilding3d !== undefined && canLoad;
  // Edit mode (?mode=edit, issue #19): the design editor takes the plan's place and says itself who may not edit.
  const [params] = useSearchParams();
  const isDesign = isDesignProject(project.projectType);
  const isEditing =
    isDesign &&
    canLoad &&
    !isModelShown &&
    params.get('mode') === 'edit' &&
    slots.renderFloorEditor !== undefined;

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}>
      <ProjectFilterBar projectId={project.id} />
      <FloorToolbar
        project={project}
        floorSelector={floorSelector}
        slots={slots}
        dimension={dimension}
        onDimension={setDimension}
        isScaled={isScaled}
        canLoad={canLoad}
        band={filters.band}
        deviceProfile={deviceProfile}
        settings={settings}
        onSettings={handleSettings}
        radios={radios}
      />
      {!canLoad && (
        <Alert severity="info">
          This project is being deleted: its floor plan data and heatmaps are not loaded.
        </Alert>
      )}
      {/* In edit mode the editor says itself that the floor needs a scale, and measures it in place. */}
      {canLoad && !isEditing && (
        <FloorScaleNotice projectId={project.id} floor={floor} imageUrl={image.data ?? null} />
      )}
      {canLoad && isScaled && isCompareIncomplete(settings) && (
        <Alert severity="info">Choose both dates of the range to compare with.</Alert>
      )}
      {batch.error !== null && <Alert severity="warning">{batch.error.message}</Alert>}
      {attenuation.error !== null && <Alert severity="warning">{attenuation.error.message}</Alert>}
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 1fr) 340px' },
          alignItems: 'start',
        }}
      >
        {isModelShown ? (
          slots.renderBuilding3d?.({
            projectId: project.id,
            floorId: floor.id,
            heatmap: canDrawHeatmap ? slot : null,
          })
        ) : isEditing ? (
          <Box sx={{ gridColumn: '1 / -1', minWidth: 0 }}>
            {slots.renderFloorEditor?.({
              projectId: project.id,
              projectVersion: project.projectVersion,
              floor: {
                id: floor.id,
                name: floor.name,
                width: floor.width,
                height: floor.height,
                metersPerUnit: floor.metersPerUnit,
              },
              imageUrl: image.data ?? null,
              band: filters.band,
            })}
          </Box>
        ) : (
          <FloorHeatmapPanel
            floor={floor}
            projectType={project.projectType}
            band={filters.band}
            image={image}
            heatmap={canDrawHeatmap && slots.renderHeatmap?.(slot)}
            overlay={
              canLoad &&
              slots.renderFloorLiveMarkers?.({
                projectId: project.id,
                size: { widthUnits: floor.width, heightUnits: floor.height },
                accessPoints: radios.accessPoints.flatMap((ap) =>
                  ap.location === null ? [] : [{ id: ap.id, x: ap.location.coord.x, y: ap.location.coord.y }],
                ),
                markerRadius: markerRadiusUnits({ widthUnits: floor.width, heightUnits: floor.height }),
              })
            }
            accessPoints={radios.accessPoints}
            areas={settings.showAreas ? floorAreas : []}
            attenuationAreas={attenuationAreas}
            {...(antennaDirections.data === undefined ? {} : { apDirections: antennaDirections.data })}
            radioFilterText={radios.filterText}
            showApNames={settings.showApNames}
            apMenuFor={apMenu.menuFor}
            apMenu={apMenu.menu}
            isInspecting={settings.isInspecting}
            inspected={inspected}
            samplePoints={inspect.data ?? []}
            onInspect={setInspected}
          />
        )}
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}>
          {((canLoad && isScaled && slots.renderHeatmapLegend !== undefined) ||
            attenuationAreas.length > 0) && (
            <Paper variant="outlined" component="section" aria-label="Heatmap legend" sx={{ p: 2 }}>
              {canLoad && isScaled && slots.renderHeatmapLegend?.(slot)}
              <AttenuationLegend areas={attenuationAreas} band={filters.band} />
            </Paper>
          )}
          {canLoad &&
            slots.renderFloorLiveStatus?.({
              projectId: project.id,
              accessPoints: radios.floorAccessPoints.map((ap) => ({ id: ap.id, name: ap.name })),
            })}
          {!isPhone && inspectPanel}
        </Box>
      </Box>
      <FloorDetailSections
        projectId={project.id}
        project={project}
        floor={floor}
        filters={filters}
        deviceProfile={deviceProfile}
        canLoad={canLoad}
        links={links}
        slots={slots}
      />
      {isPhone && inspectPanel}
      {/* Room to scroll the page's end above the sheet. */}
      {isPhone && settings.isInspecting && <Box aria-hidden sx={{ height: `${SHEET_HEIGHT_VH}vh` }} />}
    </Box>
  );
}
