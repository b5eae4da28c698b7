import type { ProjectBatch } from '@airlens/contract';
import { useConfig } from '@/lib/config';
import { chosenApIds, radioFilterIndex, radioIdsFor } from '../components/radio-filter';
import { useRadioFilter } from './use-radio-filter';

/**
 * The floor's placed, visible APs and the SSID / AP filter over them: the heatmap draws the kept APs' radios and
 * only their markers show. The SSID half is the spec's 'SSID dropdown' feature flag; the AP half is always there.
 */
export function useFloorRadios(batch: ProjectBatch | undefined, floorId: string) {
  const isSsidFilterOn = useConfig().featureFlags.ssidDropdown;
  const [urlChoice, setChoice] = useRadioFilter();
  const choice = isSsidFilterOn ? urlChoice : { ...urlChoice, ssid: null };
  const floorAccessPoints = (batch?.accessPoints ?? []).filter(
    (ap) => !ap.hidden && ap.location !== null && ap.location.floorPlanId === floorId,
  );
  const floorApIds = floorAccessPoints.map((ap) => ap.id);
  const index = radioFilterIndex(batch, new Set(floorApIds));
  const keptApIds = new Set(chosenApIds(index, floorApIds, choice));
  const accessPoints = floorAccessPoints.filter((ap) => keptApIds.has(ap.id));
  const isFiltered = choice.ssid !== null || choice.apIds.length > 0;
  return {
    isSsidFilterOn,
    choice,
    setChoice,
    index,
    floorAccessPoints,
    /** The kept APs (all of the floor's without a filter). */
    accessPoints,
    /** The radios the heatmap draws; null for all. */
    radioIds: radioIdsFor(index, floorApIds, choice),
    /** What the filter keeps, for the title over the plan ('SSID corp · 3 of 14 APs'); null without a filter. */
    filterText: isFiltered
      ? [
          choice.ssid === null ? null : `SSID ${choice.ssid}`,
          `${accessPoints.length} of ${floorAccessPoints.length} APs`,
        ]
          .filter((part) => part !== null)
          .join(' · ')
      : null,
  };
}
