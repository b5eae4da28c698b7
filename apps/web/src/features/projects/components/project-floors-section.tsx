import type { FloorKpiRow, Kpis } from '@airlens/contract';
import { FloorNameCell } from './floor-name-cell';
import { KpiRowsTable } from './kpi-rows-table';
import { SearchableSection } from './searchable-section';

export interface ProjectFloorsSectionProps {
  /** The floors' rows (measured KPIs), as the floor search found them; undefined while they load. */
  rows: readonly FloorKpiRow[] | undefined;
  /** A design project's predicted KPIs by floor id, shown in place of the (empty) measured ones; null while they load. */
  predicted?: ReadonlyMap<string, Kpis> | null;
  search: { text: string; onChange: (text: string) => void; isSearching: boolean };
  isFetching: boolean;
  error: string | null;
  /** Changes when the rows change (search, filters): paging returns to the first page. */
  resultKey: string;
  floorHref: (floorPlanRowId: number) => string;
  unscaledFloorIds: ReadonlySet<string>;
}

/** The project dashboard's Floors table: one row per floor with its KPIs, searchable by floor name. */
export function ProjectFloorsSection(props: ProjectFloorsSectionProps) {
  const { predicted } = props;
  const isPredicted = predicted !== undefined;
  return (
    <SearchableSection
      titleId="floor-kpis-title"
      title={isPredicted ? 'Floors (predicted)' : 'Floors'}
      search={{ label: 'Search floors', ...props.search }}
    >
      <KpiRowsTable
        label={isPredicted ? 'Predicted floor KPIs' : 'Floor KPIs'}
        nameLabel="Floor"
        rows={(props.rows ?? []).map((row) => ({
          ...row,
          kpis: predicted?.get(row.floorPlanId) ?? row.kpis,
          key: row.floorPlanId,
          name: row.floorPlanName,
        }))}
        renderName={(row) => (
          <FloorNameCell
            name={row.name}
            href={row.floorPlanRowId === null ? null : props.floorHref(row.floorPlanRowId)}
            isScaled={!props.unscaledFloorIds.has(row.floorPlanId)}
          />
        )}
        isFetching={props.isFetching}
        error={props.error}
        resultKey={props.resultKey}
      />
    </SearchableSection>
  );
}
