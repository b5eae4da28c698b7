import { FREQUENCY_BAND_LABELS } from '@airlens/domain';
import { useRequirementPassRates } from '../api/get-requirement-pass-rates';
import { hasNoCriteria, passRatesCaption } from './floor-pass-rates-section';
import type { PassRatesProps } from './floor-pass-rates-section';
import { PassRateTable } from './pass-rate-table';
import type { PassRateRow } from './pass-rate-table';
import { PlanningSection } from './planning-section';

export interface AreaPassRatesSectionProps extends PassRatesProps {
  floorPlanId: string;
  floorName: string;
}

/** The floor view's requirement pass rates: the whole floor, then each area with its requirement, per criterion. */
export function AreaPassRatesSection(props: AreaPassRatesSectionProps) {
  const { projectId, filter, isEnabled, floorPlanId, floorName } = props;
  const rates = useRequirementPassRates(projectId, filter, isEnabled);
  const data = rates.data;
  const floor = data?.floors.find((candidate) => candidate.floorPlanId === floorPlanId);
  const rows: PassRateRow[] = [
    ...(floor === undefined ? [] : [{ key: 'floor', name: `${floorName} (whole floor)`, rate: floor }]),
    ...(data?.areas ?? [])
      .filter((area) => area.floorPlanId === floorPlanId)
      .map((area) => ({
        key: area.areaId,
        name: area.areaName === '' ? 'Unnamed area' : area.areaName,
        detail: `Requirement: ${area.requirementName}`,
        rate: area,
      })),
  ];
  const emptyText =
    data === undefined || hasNoCriteria(data)
      ? `No requirements to evaluate: this project has no requirement criteria at ${FREQUENCY_BAND_LABELS[filter.band]} GHz.`
      : rows.length === 0
        ? 'No pass rates for this floor: it has no scale or no planned access points.'
        : null;
  return (
    <PlanningSection
      id="area-pass-rates-title"
      title="Requirement pass rates"
      caption={passRatesCaption(filter.band, props.appliedProfileText)}
      loadingText="Loading pass rates…"
      isPending={data === undefined && (rates.isPending || !isEnabled)}
      isFetching={rates.isFetching}
      error={rates.error?.message ?? null}
      emptyText={emptyText}
    >
      <PassRateTable label="Pass rates per area" nameLabel="Area" rows={rows} />
    </PlanningSection>
  );
}
