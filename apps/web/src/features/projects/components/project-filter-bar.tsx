import Alert from '@mui/material/Alert';
import { DEFAULT_BAND } from '@airlens/domain';
import { bandChoices } from '@/components/band-choices';
import { FilterBar } from '@/components/filter-bar';
import { useSurveyDateRange } from '@/components/use-survey-date-range';
import { useConfig } from '@/lib/config';
import { useProjectFilters } from '../hooks/use-project-filters';

export interface ProjectFilterBarProps {
  projectId: string;
}

/**
 * A project page's band and date filters (the project dashboard and each floor), in the URL under the Insights
 * dashboard's names (band, from, to); the dates default to the project's whole survey range.
 */
export function ProjectFilterBar({ projectId }: ProjectFilterBarProps) {
  const config = useConfig();
  const [filters, update] = useProjectFilters();
  const dates = useSurveyDateRange(filters, projectId);
  return (
    <>
      <FilterBar
        toggle={{
          label: 'Frequency band',
          choices: bandChoices(config.featureFlags.sixGhz),
          value: filters.band,
          onChange: (band) => update({ band: band === DEFAULT_BAND ? null : band }),
        }}
        startDate={dates.startDate}
        endDate={dates.endDate}
        minDate={dates.minDate}
        maxDate={dates.maxDate}
        onDateRangeChange={(from, to) => update({ from, to })}
        isDateRangeChosen={dates.isDateRangeChosen}
        resetDateRangeText="All survey dates"
      />
      {dates.error !== null && <Alert severity="warning">{dates.error}</Alert>}
    </>
  );
}
