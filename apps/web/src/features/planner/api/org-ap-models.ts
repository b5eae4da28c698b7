import { useQuery } from '@tanstack/react-query';
import { insightsEndpoints, type DeviceModelCount } from '@airlens/contract';
import { callEndpoint } from '@/lib/call-endpoint';
import {
  BUNDLED_AP_MODELS,
  modelKey,
  type CatalogueModel,
  type CatalogueRadio,
} from '../catalogue/ap-models';

/** How many of the organisation's models the picker lists. */
const ORG_MODEL_LIMIT = 100;

const DEFAULT_RADIOS: Readonly<Record<'TWO' | 'FIVE' | 'SIX', CatalogueRadio>> = {
  TWO: { band: 'TWO', spatialStreams: 2, antennaGainDbi: 3, txPowerDbm: 14, channel: 1, widthMhz: 20 },
  FIVE: { band: 'FIVE', spatialStreams: 2, antennaGainDbi: 4, txPowerDbm: 17, channel: 36, widthMhz: 40 },
  SIX: { band: 'SIX', spatialStreams: 2, antennaGainDbi: 4, txPowerDbm: 17, channel: 37, widthMhz: 80 },
};

function isModelCount(row: unknown): row is DeviceModelCount {
  return typeof row === 'object' && row !== null && 'radiosByBand' in row;
}

/**
 * A model of the organisation's inventory as a catalogue entry: the bundled data when the catalogue knows it,
 * else a radio per band the inventory saw, with typical 2-stream radios and integrated antennas.
 */
function catalogueModelOf(row: DeviceModelCount): CatalogueModel | null {
  if (row.model === null || row.model === '') {
    return null;
  }
  const vendor = row.vendor ?? 'Unknown vendor';
  const bundled = BUNDLED_AP_MODELS.find(
    (model) => modelKey(model) === modelKey({ vendor, model: row.model ?? '' }),
  );
  if (bundled !== undefined) {
    return bundled;
  }
  const bands = (['TWO', 'FIVE', 'SIX'] as const).filter((band) => row.radiosByBand[band] > 0);
  return {
    vendor,
    model: row.model,
    antenna: 'Integrated antenna (typical gain)',
    radios: (bands.length === 0 ? (['TWO', 'FIVE'] as const) : bands).map((band) => DEFAULT_RADIOS[band]),
  };
}

/** The AP models found in the organisation's projects (the network inventory grouped by model). */
export function useOrgApModels() {
  return useQuery({
    queryKey: ['planner', 'org-ap-models'],
    queryFn: async ({ signal }) => {
      const page = await callEndpoint(
        insightsEndpoints.listDeviceCounts,
        { query: { groupBy: 'model', size: ORG_MODEL_LIMIT } },
        { signal },
      );
      return page.content.filter(isModelCount).flatMap((row) => {
        const model = catalogueModelOf(row);
        return model === null ? [] : [model];
      });
    },
    staleTime: 5 * 60_000,
    meta: { handledError: true },
  });
}

/** The picker's list: the organisation's models first, then the bundled ones not among them. */
export function pickerModels(
  orgModels: readonly CatalogueModel[],
): { source: 'org' | 'bundled'; model: CatalogueModel }[] {
  const seen = new Set(orgModels.map(modelKey));
  return [
    ...orgModels.map((model) => ({ source: 'org' as const, model })),
    ...BUNDLED_AP_MODELS.filter((model) => !seen.has(modelKey(model))).map((model) => ({
      source: 'bundled' as const,
      model,
    })),
  ];
}
