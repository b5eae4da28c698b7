import Typography from '@mui/material/Typography';
import { FREQUENCY_BAND_LABELS } from '@airlens/domain';
import type { FrequencyBand } from '@airlens/domain';
import { useCapacity } from '../api/get-capacity';
import { CapacityAreasTable } from './capacity-areas-table';
import { CapacityRadiosTable, OVERLOAD_AIRTIME_PERCENT } from './capacity-radios-table';
import { PlanningSection } from './planning-section';

export interface CapacitySectionProps {
  projectId: string;
  /** The page's band filter: the radios and served clients of this band. */
  band: FrequencyBand;
  isEnabled: boolean;
}

/**
 * The project's capacity plan (issue #18): clients of each area's capacity items placed on the planned radios of
 * the band; overloaded radios first and marked in words, then each area's clients, airtime and APs needed.
 */
export function CapacitySection({ projectId, band, isEnabled }: CapacitySectionProps) {
  const capacity = useCapacity(projectId, band, isEnabled);
  const data = capacity.data;
  const bandText = `${FREQUENCY_BAND_LABELS[band]} GHz`;
  const overloaded = (data?.radios ?? []).filter((radio) => radio.overloaded).length;
  return (
    <PlanningSection
      id="capacity-title"
      title="Capacity"
      caption={
        data === undefined || data.radios.length === 0
          ? `Planned radios at ${bandText}. A radio is overloaded above ${OVERLOAD_AIRTIME_PERCENT}% airtime or over its most clients.`
          : `${overloaded} of ${data.radios.length} radios at ${bandText} overloaded (above ${OVERLOAD_AIRTIME_PERCENT}% airtime or over their most clients).`
      }
      loadingText="Loading capacity…"
      isPending={data === undefined}
      isFetching={capacity.isFetching}
      error={capacity.error?.message ?? null}
      emptyText={
        data !== undefined && data.radios.length === 0 && data.areas.length === 0
          ? `No planned radios at ${bandText} and no areas with capacity items.`
          : null
      }
    >
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, mt: 1 }}>
        Radios
      </Typography>
      {data !== undefined && data.radios.length > 0 ? (
        <CapacityRadiosTable key={band} radios={data.radios} />
      ) : (
        <Typography color="text.secondary">{`No planned radios at ${bandText}.`}</Typography>
      )}
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, mt: 2 }}>
        Areas
      </Typography>
      {data !== undefined && data.areas.length > 0 ? (
        <CapacityAreasTable areas={data.areas} />
      ) : (
        <Typography color="text.secondary">
          No area has capacity items (device counts), so no clients are placed.
        </Typography>
      )}
    </PlanningSection>
  );
}
