import { lazy, Suspense, useState } from 'react';
import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { FREQUENCY_BAND_LABELS, SEARCH_LOADER_DELAY_MS, canLoadProjectData } from '@airlens/domain';
import { bandChoices } from '@/components/band-choices';
import { PageLoader } from '@/components/page-loader';
import { useDebouncedValue } from '@/components/use-debounced-value';
import { useDailyHealth } from '../api/list-daily-health';
import { useFloorKpis } from '../api/list-floor-kpis';
import { useFloorPlans } from '@/components/project-floor-queries';
import { useProjectKpiPanels } from '../api/list-project-kpi-panels';
import type { InsightsProject as Project, Kpis } from '@airlens/contract';
import { useConfig } from '@/lib/config';
import { useDeviceProfile } from '../hooks/use-device-profile';
import { useProjectFilters } from '../hooks/use-project-filters';
import { CapacitySection } from './capacity-section';
import { DeviceProfileSelect } from './device-profile-select';
import { ProjectFloorsSection } from './project-floors-section';
import { FloorPassRatesSection } from './floor-pass-rates-section';
import { ProjectFilterBar } from './project-filter-bar';
import { ProjectKpiPanels } from './project-kpi-panels';
import type { ProjectLinks } from './project-links';
import type { ProjectSlots } from './project-slots';
import { appliedProfileText } from './planning-labels';
import { RADIO_BAND_OF, showsPredictedKpis } from './predicted-kpis-choice';

// Recharts is heavy: the chart is its own chunk.
const DailyHealthChart = lazy(async () => ({
  default: (await import('./daily-health-chart')).DailyHealthChart,
}));

export interface ProjectDashboardProps {
  project: Project;
  links: ProjectLinks;
  slots: ProjectSlots;
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-labelledby={id} sx={{ p: 2 }}>
      <Typography id={id} component="h2" variant="h6" sx={{ fontSize: 18, fontWeight: 600, mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** The project dashboard (docs/product-spec.md §2 Project detail view): KPI panels, floor KPIs, daily health, surveys, devices. */
export function ProjectDashboard({ project, links, slots }: ProjectDashboardProps) {
  const [filters] = useProjectFilters();
  const config = useConfig();
  const canLoad = canLoadProjectData(project.status);
  const deviceProfile = useDeviceProfile(project.id, canLoad);
  const [floorSearchText, setFloorSearchText] = useState('');
  const floorSearch = useDebouncedValue(floorSearchText.trim(), SEARCH_LOADER_DELAY_MS);
  const panels = useProjectKpiPanels(project.id, filters);
  const floors = useFloorKpis(project.id, filters, floorSearch);
  const floorPlans = useFloorPlans(project.id);
  const unscaledFloorIds = new Set(
    (floorPlans.data ?? []).filter((floor) => floor.metersPerUnit === null).map((floor) => floor.id),
  );
  const daily = useDailyHealth(project.id, filters);
  const measuredKpis = panels.data?.[0]?.kpis ?? null;
  // A design project has no survey data: its KPIs are predicted from the planned APs, and labelled so.
  const isPredicted = showsPredictedKpis(
    project.projectType,
    { kpis: measuredKpis, isLoaded: panels.data !== undefined },
    slots.renderPredictedKpis !== undefined,
  );
  const scaledFloorIds = (floorPlans.data ?? [])
    .filter((floor) => floor.metersPerUnit !== null)
    .map((floor) => floor.id);
  // The Floors table: measured KPIs, or (predicted: a design's, by floor id; null while they load) predicted ones.
  const floorsSection = (predicted: ReadonlyMap<string, Kpis> | null | undefined) => (
    <ProjectFloorsSection
      rows={floors.data}
      {...(predicted === undefined ? {} : { predicted })}
      search={{
        text: floorSearchText,
        onChange: setFloorSearchText,
        isSearching: floorSearch !== floorSearchText.trim() || (floors.isFetching && floorSearch !== ''),
      }}
      isFetching={floors.isFetching}
      error={floors.error?.message ?? null}
      resultKey={JSON.stringify([floorSearch, filters])}
      floorHref={(rowId) => links.floor(project.id, rowId)}
      unscaledFloorIds={unscaledFloorIds}
    />
  );

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <ProjectFilterBar projectId={project.id} />
      {canLoad && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
          <DeviceProfileSelect
            choice={deviceProfile}
            band={filters.band}
            bands={bandChoices(config.featureFlags.sixGhz).map((choice) => choice.value)}
          />
        </Box>
      )}
      {isPredicted && floorPlans.data !== undefined ? (
        slots.renderPredictedKpis?.({
          projectId: project.id,
          projectVersion: project.projectVersion,
          floorIds: scaledFloorIds,
          radioBand: RADIO_BAND_OF[filters.band],
          ...(deviceProfile.profile === null ? {} : { deviceProfileId: deviceProfile.profile.id }),
          render: (predicted) => (
            <>
              <Section id="project-kpis-title" title="Project KPIs (predicted)">
                {panels.error !== null && <Alert severity="error">{panels.error.message}</Alert>}
                <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
                  {`Predicted from the planned access points at ${FREQUENCY_BAND_LABELS[filters.band]} GHz, viewed as ${appliedProfileText(deviceProfile.profile, filters.band)}: this design project has no survey data. Each score is the share of the floor area that meets its requirement.`}
                </Typography>
                <ProjectKpiPanels
                  kpis={predicted?.project ?? null}
                  label="Predicted project KPIs"
                  isLoading={predicted === null}
                />
              </Section>
              {floorsSection(predicted?.floors ?? null)}
            </>
          ),
        })
      ) : (
        <>
          <Section id="project-kpis-title" title="Project KPIs">
            {panels.error !== null && <Alert severity="error">{panels.error.message}</Alert>}
            <ProjectKpiPanels kpis={measuredKpis} label="Project KPIs" isLoading={panels.isPending} />
          </Section>
          {floorsSection(undefined)}
        </>
      )}
      {canLoad && (
        <FloorPassRatesSection
          projectId={project.id}
          filter={{ ...filters, deviceProfileId: deviceProfile.profile?.id ?? null }}
          isEnabled={deviceProfile.isSettled}
          appliedProfileText={appliedProfileText(deviceProfile.profile, filters.band)}
          floorHref={(floorPlanId) => {
            const rowId = floorPlans.data?.find((floor) => floor.id === floorPlanId)?.rowId;
            return rowId === undefined ? null : links.floor(project.id, rowId);
          }}
        />
      )}
      {canLoad && <CapacitySection projectId={project.id} band={filters.band} isEnabled />}
      <Section id="daily-health-title" title="Daily health">
        {daily.error !== null && <Alert severity="error">{daily.error.message}</Alert>}
        {daily.data !== undefined && (
          <Suspense fallback={<PageLoader />}>
            <DailyHealthChart days={daily.data} />
          </Suspense>
        )}
      </Section>
      {slots.renderSurveyEvents?.({
        projectId: project.id,
        floorPlanRowId: null,
        startDate: filters.startDate,
        endDate: filters.endDate,
        projectHref: links.dashboard,
        floorHref: links.floor,
      })}
      {slots.renderDeviceCounts?.({ projectId: project.id, projectHref: links.dashboard })}
    </Box>
  );
}
