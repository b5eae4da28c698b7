import { lazy, Suspense } from 'react';
import { PageLoader } from '../components/page-loader';
import { FloorHeatmap } from '../features/heatmaps/components/floor-heatmap';
import { FloorHeatmapLegend } from '../features/heatmaps/components/floor-heatmap-legend';
import { PredictedKpis } from '../features/heatmaps/components/predicted-kpis';
import { DeviceCountsTable } from '../features/insights/components/device-counts-table';
import { SurveyEventsTable } from '../features/insights/components/survey-events-table';
import type { ProjectSlots } from '../features/projects/components/project-slots';
import { heatmapRequestKey, heatmapTextureLoader } from './building-3d-heatmaps';

// three.js and the model load only when someone opens the 3D view.
const Building3dView = lazy(() => import('../features/building-3d/components/building-3d-view'));

/**
 * The insights tables and heatmaps drawn into the project screens (features meet only here). They read through
 * the screen's data scope, so the signed-in project view and the public demo share them; actions that change a
 * project are added by the signed-in screens alone.
 */
export const READ_PROJECT_SLOTS: ProjectSlots = {
  renderSurveyEvents: (slot) => (
    <SurveyEventsTable
      startDate={slot.startDate}
      endDate={slot.endDate}
      projectId={slot.projectId}
      floorPlanRowId={slot.floorPlanRowId}
      pageSize={5}
      projectHref={slot.projectHref}
      floorHref={slot.floorHref}
    />
  ),
  renderDeviceCounts: (slot) => (
    <DeviceCountsTable projectId={slot.projectId} projectHref={slot.projectHref} />
  ),
  renderHeatmap: (slot) => <FloorHeatmap view={slot} />,
  renderHeatmapLegend: (slot) => <FloorHeatmapLegend view={slot} />,
  renderPredictedKpis: (slot) => <PredictedKpis {...slot} />,
  renderBuilding3d: (slot) => (
    <Suspense fallback={<PageLoader />}>
      <Building3dView
        projectId={slot.projectId}
        floorId={slot.floorId}
        loadHeatmap={slot.heatmap === null ? undefined : heatmapTextureLoader(slot.heatmap)}
        heatmapKey={slot.heatmap === null ? '' : heatmapRequestKey(slot.heatmap)}
      />
    </Suspense>
  ),
};
