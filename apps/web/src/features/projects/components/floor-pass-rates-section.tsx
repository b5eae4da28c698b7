import { Link as RouterLink } from 'react-router';
import Link from '@mui/material/Link';
import { FREQUENCY_BAND_LABELS } from '@airlens/domain';
import type { RequirementPassRatesAnswer } from '@airlens/contract';
import { useRequirementPassRates } from '../api/get-requirement-pass-rates';
import type { PassRateFilter } from '../api/get-requirement-pass-rates';
import { PassRateTable } from './pass-rate-table';
import { PlanningSection } from './planning-section';
import { percentText, passRateVerdict } from './planning-labels';

export interface PassRatesProps {
  projectId: string;
  filter: PassRateFilter;
  /** False while the device profile is being checked (or the project is being deleted). */
  isEnabled: boolean;
  /** The applied device profile in words. */
  appliedProfileText: string;
}

/** Whether an answer holds no criterion at all: no requirement (or none on this band) to evaluate. */
export function hasNoCriteria(answer: RequirementPassRatesAnswer): boolean {
  return (
    answer.project.criteria.length === 0 &&
    answer.floors.every((floor) => floor.criteria.length === 0) &&
    answer.areas.every((area) => area.criteria.length === 0)
  );
}

/** The sentence under a pass-rate heading: the band and the device profile the rates are seen by. */
export function passRatesCaption(band: PassRateFilter['band'], appliedProfileText: string): string {
  return `At ${FREQUENCY_BAND_LABELS[band]} GHz, viewed as ${appliedProfileText}. A rate above 80% passes.`;
}

export interface FloorPassRatesSectionProps extends PassRatesProps {
  /** The floor page of a floor id, or null when it has none. */
  floorHref: (floorPlanId: string) => string | null;
}

/** The project dashboard's requirement pass rates: the project's, then each floor's, per criterion. */
export function FloorPassRatesSection(props: FloorPassRatesSectionProps) {
  const { projectId, filter, isEnabled, floorHref } = props;
  const rates = useRequirementPassRates(projectId, filter, isEnabled);
  const data = rates.data;
  const project = data?.project;
  return (
    <PlanningSection
      id="pass-rates-title"
      title={
        project === undefined || hasNoCriteria(data ?? { project, floors: [], areas: [] })
          ? 'Requirement pass rates'
          : `Requirement pass rates · project ${percentText(project.passRatePercent)} ${passRateVerdict(project.passRatePercent).word}`
      }
      caption={passRatesCaption(filter.band, props.appliedProfileText)}
      loadingText="Loading pass rates…"
      isPending={data === undefined && (rates.isPending || !isEnabled)}
      isFetching={rates.isFetching}
      error={rates.error?.message ?? null}
      emptyText={
        data === undefined || hasNoCriteria(data)
          ? `No requirements to evaluate: this project has no requirement criteria at ${FREQUENCY_BAND_LABELS[filter.band]} GHz.`
          : null
      }
    >
      <PassRateTable
        label="Pass rates per floor"
        nameLabel="Floor"
        rows={(data?.floors ?? []).map((floor) => {
          const href = floorHref(floor.floorPlanId);
          return {
            key: floor.floorPlanId,
            name:
              href === null ? (
                floor.floorPlanName
              ) : (
                <Link component={RouterLink} to={href}>
                  {floor.floorPlanName}
                </Link>
              ),
            rate: floor,
          };
        })}
      />
    </PlanningSection>
  );
}
