import Typography from '@mui/material/Typography';
import type { useAreaKpis } from '../api/list-area-kpis';
import { KpiRowsTable } from './kpi-rows-table';
import { SearchableSection } from './searchable-section';

export interface FloorAreasSectionProps {
  areas: ReturnType<typeof useAreaKpis>;
  searchText: string;
  /** The debounced search the rows were asked for. */
  search: string;
  onSearchTextChange: (text: string) => void;
  isScaled: boolean;
  /** Changes when the rows answer a different question (search, filters): the table goes back to page 1. */
  resultKey: string;
}

/** The floor's areas: a search and the area KPI table, or why there is none. */
export function FloorAreasSection({
  areas,
  searchText,
  search,
  onSearchTextChange,
  isScaled,
  resultKey,
}: FloorAreasSectionProps) {
  return (
    <SearchableSection
      titleId="area-kpis-title"
      title="Areas"
      search={{
        label: 'Search areas',
        text: searchText,
        onChange: onSearchTextChange,
        isSearching: search !== searchText.trim() || (areas.isFetching && search !== ''),
      }}
    >
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
          resultKey={resultKey}
        />
      ) : (
        <Typography variant="body2" color="text.secondary">
          No area KPIs: this floor plan is not scaled.
        </Typography>
      )}
    </SearchableSection>
  );
}
