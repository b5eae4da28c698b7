import Box from '@mui/material/Box';
import MapOutlinedIcon from '@mui/icons-material/MapOutlined';
import ViewListOutlinedIcon from '@mui/icons-material/ViewListOutlined';
import { CRITERIA, CRITERION_LABELS } from '@airlens/domain';
import { ChoiceToggle } from '@/components/choice-toggle';
import { bandChoices } from '@/components/band-choices';
import { FilterBar } from '@/components/filter-bar';
import type { SurveyDateRangeFields } from '@/components/use-survey-date-range';
import { useConfig } from '@/lib/config';
import type { DashboardFilterActions, DashboardFilters, DashboardView } from '../hooks/use-dashboard-filters';

export interface DashboardFilterBarProps {
  filters: DashboardFilters;
  actions: DashboardFilterActions;
  dates: SurveyDateRangeFields;
  view: DashboardView | null;
}

/** The dashboard's filters: band, criterion, date range and the map-or-list layout. */
export function DashboardFilterBar({ filters, actions, dates, view }: DashboardFilterBarProps) {
  const config = useConfig();
  return (
    <FilterBar
      toggle={{
        label: 'Frequency band',
        choices: bandChoices(config.featureFlags.sixGhz),
        value: filters.band,
        onChange: actions.setBand,
      }}
      select={{
        label: 'Criterion',
        choices: CRITERIA.map((criterion) => ({ value: criterion, label: CRITERION_LABELS[criterion] })),
        value: filters.criterion,
        onChange: actions.setCriterion,
      }}
      startDate={dates.startDate}
      endDate={dates.endDate}
      minDate={dates.minDate}
      maxDate={dates.maxDate}
      onDateRangeChange={actions.setDateRange}
      isDateRangeChosen={dates.isDateRangeChosen}
      resetDateRangeText="All survey dates"
    >
      <Box sx={{ flexGrow: 1 }} />
      <ChoiceToggle
        label="Layout"
        choices={[
          {
            value: 'map',
            label: (
              <>
                <MapOutlinedIcon fontSize="small" sx={{ mr: 0.5 }} />
                Map and list
              </>
            ),
          },
          {
            value: 'list',
            label: (
              <>
                <ViewListOutlinedIcon fontSize="small" sx={{ mr: 0.5 }} />
                List only
              </>
            ),
          },
        ]}
        value={view ?? 'map'}
        onChange={actions.setView}
      />
    </FilterBar>
  );
}
