import { useState } from 'react';
import { SEARCH_LOADER_DELAY_MS } from '@airlens/domain';
import type { InsightsFloorPlan as FloorPlan } from '@airlens/contract';
import { useDebouncedValue } from '@/components/use-debounced-value';
import { useAreaKpiPanels } from '../api/list-area-kpi-panels';
import { useAreaKpis } from '../api/list-area-kpis';
import type { DeviceProfileChoice } from '../hooks/use-device-profile';
import type { ProjectFilters } from '../hooks/use-project-filters';
import { AreaPassRatesSection } from './area-pass-rates-section';
import { FloorAreasSection } from './floor-areas-section';
import { FloorKpisSection } from './floor-kpis-section';
import { appliedProfileText } from './planning-labels';
import { RADIO_BAND_OF, showsPredictedKpis } from './predicted-kpis-choice';
import type { ProjectLinks } from './project-links';
import type { ProjectSlots } from './project-slots';

export interface FloorDetailSectionsProps {
  projectId: string;
  /** The project's type and version: a design's floor KPIs are predicted from its planned APs. */
  project: { projectType: string; projectVersion: number };
  floor: FloorPlan;
  filters: ProjectFilters;
  deviceProfile: DeviceProfileChoice;
  canLoad: boolean;
  links: ProjectLinks;
  slots: ProjectSlots;
}

/** Below the plan: the floor's KPIs, its areas' pass rates, the searchable area table and the floor's surveys. */
export function FloorDetailSections({
  projectId,
  project,
  floor,
  filters,
  deviceProfile,
  canLoad,
  links,
  slots,
}: FloorDetailSectionsProps) {
  const [areaSearchText, setAreaSearchText] = useState('');
  const areaSearch = useDebouncedValue(areaSearchText.trim(), SEARCH_LOADER_DELAY_MS);
  // A floor without a scale has no KPIs until one is set: say so instead of asking for them.
  const isScaled = floor.metersPerUnit !== null;
  const panels = useAreaKpiPanels(projectId, floor.id, filters, isScaled);
  const areas = useAreaKpis(projectId, floor.id, filters, areaSearch, isScaled);
  const measuredKpis = panels.data?.[0]?.kpis ?? null;
  const isPredicted =
    isScaled &&
    showsPredictedKpis(
      project.projectType,
      { kpis: measuredKpis, isLoaded: panels.data !== undefined },
      slots.renderPredictedKpis !== undefined,
    );
  return (
    <>
      {isPredicted ? (
        slots.renderPredictedKpis?.({
          projectId,
          projectVersion: project.projectVersion,
          floorIds: [floor.id],
          radioBand: RADIO_BAND_OF[filters.band],
          ...(deviceProfile.profile === null ? {} : { deviceProfileId: deviceProfile.profile.id }),
          render: (predicted) => (
            <FloorKpisSection
              kpis={predicted?.project ?? null}
              error={null}
              isScaled
              isPredicted
              isLoading={predicted === null}
            />
          ),
        })
      ) : (
        <FloorKpisSection
          kpis={measuredKpis}
          error={panels.error?.message ?? null}
          isScaled={isScaled}
          isLoading={panels.isPending}
        />
      )}
      {canLoad && (
        <AreaPassRatesSection
          projectId={projectId}
          floorPlanId={floor.id}
          floorName={floor.name}
          filter={{ ...filters, deviceProfileId: deviceProfile.profile?.id ?? null }}
          isEnabled={deviceProfile.isSettled}
          appliedProfileText={appliedProfileText(deviceProfile.profile, filters.band)}
        />
      )}
      <FloorAreasSection
        areas={areas}
        searchText={areaSearchText}
        search={areaSearch}
        onSearchTextChange={setAreaSearchText}
        isScaled={isScaled}
        resultKey={JSON.stringify([areaSearch, filters])}
      />
      {slots.renderSurveyEvents?.({
        projectId,
        floorPlanRowId: floor.rowId,
        startDate: filters.startDate,
        endDate: filters.endDate,
        projectHref: links.dashboard,
        floorHref: links.floor,
      })}
    </>
  );
}
