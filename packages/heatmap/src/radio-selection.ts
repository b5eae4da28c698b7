import type {
  Band,
  ChannelWidthMhz,
  FloorSurvey,
  HeatmapType,
  NormalizedHeatmapRequest,
  RadioBandFilter,
  WifiTechnology,
} from './types';

/** A radio as the metric pass sees it, whether measured (a V column) or simulated (a placed AP's radio). */
export interface CatalogRadio {
  id: string;
  apId: string;
  band: Band;
  primaryChannel: number;
  widthMhz: ChannelWidthMhz;
  isMine: boolean;
  isMeasured: boolean;
  technology: WifiTechnology;
  spatialStreams: number;
  isShortGuardInterval: boolean;
}

const BAND_OF_FILTER: Readonly<Record<Exclude<RadioBandFilter, 'any'>, Band>> = {
  '2.4': 'TWO',
  '5': 'FIVE',
  '6': 'SIX',
};

/** When a radio does not say: 802.11ax on 6 GHz, ac on 5 GHz, n on 2.4 GHz. */
function defaultTechnology(band: Band): WifiTechnology {
  return band === 'SIX' ? 'AX' : band === 'FIVE' ? 'AC' : 'N';
}

/** The measured radios of a floor (the columns of V) as catalogue entries. */
export function measuredCatalog(floor: FloorSurvey): CatalogRadio[] {
  return floor.radios.map((radio) => ({
    id: radio.id,
    apId: radio.apId,
    band: radio.band,
    primaryChannel: radio.primaryChannel,
    widthMhz: radio.widthMhz,
    isMine: radio.isMine,
    isMeasured: radio.isMeasured,
    technology: radio.technology ?? defaultTechnology(radio.band),
    spatialStreams: radio.spatialStreams ?? 2,
    isShortGuardInterval: radio.shortGuardInterval ?? true,
  }));
}

/** A planned radio's facts as the metric pass needs them (not measured; the radio's defaults filled in). */
export interface PlannedRadioFacts {
  id: string;
  apId: string;
  isMine: boolean;
  band: Band;
  primaryChannel: number;
  widthMhz: ChannelWidthMhz;
  technology?: WifiTechnology;
  spatialStreams?: number;
  shortGuardInterval?: boolean;
}

/** The catalogue entry of a planned radio. */
export function plannedCatalogRadio(radio: PlannedRadioFacts): CatalogRadio {
  return {
    id: radio.id,
    apId: radio.apId,
    band: radio.band,
    primaryChannel: radio.primaryChannel,
    widthMhz: radio.widthMhz,
    isMine: radio.isMine,
    isMeasured: false,
    technology: radio.technology ?? defaultTechnology(radio.band),
    spatialStreams: radio.spatialStreams ?? 2,
    isShortGuardInterval: radio.shortGuardInterval ?? true,
  };
}

/** The enabled simulated radios of the placed APs, with their AP, for prediction. */
export function simulatedCatalog(floor: FloorSurvey): { radios: CatalogRadio[]; apIndex: Int32Array } {
  const radios: CatalogRadio[] = [];
  const apIndex: number[] = [];
  (floor.accessPoints ?? []).forEach((ap, index) => {
    for (const radio of ap.radios) {
      if (radio.isEnabled === false) {
        continue;
      }
      radios.push(plannedCatalogRadio({ ...radio, apId: ap.id, isMine: ap.isMine }));
      apIndex.push(index);
    }
  });
  return { radios, apIndex: Int32Array.from(apIndex) };
}

/** Whether a heatmap type counts co-channel interferers, which come from every radio of the serving band. */
export function needsInterferers(type: HeatmapType): boolean {
  return type === 'channel-interference' || type === 'network-health';
}

/**
 * Applies the request's filters (band, only my APs, only measured, radio ids) and returns the selected radios
 * plus the radios whose grids are needed: the selection, and for interference types every radio of the
 * selected bands, because interferers are not limited to "my APs". Indices are catalogue positions, ascending.
 */
export function selectRadios(
  catalog: readonly CatalogRadio[],
  request: NormalizedHeatmapRequest,
  isPrediction: boolean,
): { selected: number[]; needed: number[] } {
  const band = request.radioBand === 'any' ? null : BAND_OF_FILTER[request.radioBand];
  const ids = request.radioIds.length > 0 ? new Set(request.radioIds) : null;
  const selected: number[] = [];
  catalog.forEach((radio, index) => {
    const isWanted =
      (band === null || radio.band === band) &&
      (!request.onlyMyAps || radio.isMine) &&
      (!request.onlyMeasured || isPrediction || radio.isMeasured) &&
      (ids === null || ids.has(radio.id));
    if (isWanted) {
      selected.push(index);
    }
  });
  if (!needsInterferers(request.type)) {
    return { selected, needed: selected };
  }
  const bands = new Set(selected.map((index) => catalog[index]?.band));
  const needed: number[] = [];
  catalog.forEach((radio, index) => {
    if (bands.has(radio.band)) {
      needed.push(index);
    }
  });
  return { selected, needed };
}
