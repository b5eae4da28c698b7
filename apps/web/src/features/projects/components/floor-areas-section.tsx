import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { SearchField } from '@/components/search-field';
import type { useAreaKpis } from '../api/list-area-kpis';
import { KpiRowsTable } from './kpi-rows-table';

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
          value={searchText}
          onChange={onSearchTextChange}
          isSearching={search !== searchText.trim() || (areas.isFetching && search !== '')}
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
          resultKey={resultKey}
        />
      ) : (
        <Typography variant="body2" color="text.secondary">
          No area KPIs: this floor plan is not scaled.
        </Typography>
      )}
    </Paper>
  );
}
