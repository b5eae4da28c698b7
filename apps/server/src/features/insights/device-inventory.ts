import {
  bestTechnology,
  FREQUENCY_BAND_LABELS,
  technologyLabel,
  WIFI_GENERATIONS,
  wifiGenerationLabel,
  wifiGenerationOf,
  type FrequencyBand,
  type WifiGeneration,
} from '@airlens/domain';
import type { EsxAccessPoint, EsxMeasurement, EsxProject } from '@airlens/esx';

/** One line of the network inventory: APs of a project that share every grouped property. */
export interface DeviceCountRow {
  /** The alphabetically first AP name of the group. */
  apName: string;
  vendor: string | null;
  model: string | null;
  /** 'Wi-Fi 6E' style label, null when no radio tells the generation. */
  wifiGeneration: string | null;
  /** The newest 802.11 amendment any radio supports, '802.11ax' style; null when unknown. */
  technology: string | null;
  radioCount: number;
  /** Per radio, by band then channel: '36 (80 MHz) 20 dBm'; measured radios have no power. */
  channelAndPower: string;
  heightMeters: number | null;
  /** Antenna mounting (CEILING, WALL…), null when unknown. */
  installation: string | null;
  deviceCount: number;
}

/** What one radio of an inventory AP tells: band, channel, power, generation and antenna placement. */
export interface RadioFacts {
  band: FrequencyBand | undefined;
  channel: number | undefined;
  widthMhz: number | undefined;
  powerDbm: number | undefined;
  generation: WifiGeneration | null;
  technologies: readonly string[];
  heightMeters: number | undefined;
  mounting: string | undefined;
}

const BAND_ORDER: Readonly<Record<FrequencyBand, number>> = { TWO: 0, FIVE: 1, SIX: 2 };

function oneDecimal(value: number): number {
  return Math.round(value * 10) / 10;
}

/**
 * How a radio of this band starts in an inventory line's channel and power ('5 GHz ch'): the grouping by vendor
 * and model counts a line's radios per band by it, so the two cannot disagree.
 */
export function radioBandMarker(band: FrequencyBand): string {
  return `${FREQUENCY_BAND_LABELS[band]} GHz ch`;
}

/** '5 GHz ch 36 (80 MHz) 20 dBm': the band keeps 2.4 and 6 GHz channel numbers apart. */
function describeRadio(radio: RadioFacts): string {
  const start = radio.band === undefined ? 'ch' : radioBandMarker(radio.band);
  const channel = radio.channel === undefined ? '?' : String(radio.channel);
  const width = radio.widthMhz === undefined ? '' : ` (${radio.widthMhz} MHz)`;
  const power = radio.powerDbm === undefined ? '' : ` ${oneDecimal(radio.powerDbm)} dBm`;
  return `${start} ${channel}${width}${power}`;
}

function newestGeneration(radios: readonly RadioFacts[]): WifiGeneration | null {
  let best: WifiGeneration | null = null;
  for (const radio of radios) {
    if (
      radio.generation !== null &&
      (best === null || WIFI_GENERATIONS.indexOf(radio.generation) > WIFI_GENERATIONS.indexOf(best))
    ) {
      best = radio.generation;
    }
  }
  return best;
}

/** A planned AP's enabled Wi-Fi radios, else a measured AP's radios from what its BSSIDs advertised. */
function radiosOf(
  ap: EsxAccessPoint,
  project: EsxProject,
  measurementsById: ReadonlyMap<string, EsxMeasurement>,
): RadioFacts[] {
  const planned = project.simulatedRadios.filter(
    (radio) => radio.accessPointId === ap.id && radio.enabled && radio.radioTechnology === 'IEEE802_11',
  );
  if (planned.length > 0) {
    return planned.map((radio) => ({
      band: radio.band,
      channel: radio.primaryChannel,
      widthMhz: radio.channelWidthMhz,
      powerDbm: radio.transmitPowerDbm,
      generation: wifiGenerationOf(radio.technology === undefined ? [] : [radio.technology], radio.band),
      technologies: radio.technology === undefined ? [] : [radio.technology],
      heightMeters: radio.antenna.heightMeters,
      mounting: radio.antenna.mounting,
    }));
  }
  return project.measuredRadios
    .filter((radio) => radio.accessPointId === ap.id)
    .map((radio) => {
      const measurement = radio.measurementIds
        .map((id) => measurementsById.get(id))
        .find((found) => found !== undefined);
      return {
        band: measurement?.band,
        channel: measurement?.primaryChannel,
        widthMhz: measurement?.channelWidthMhz,
        powerDbm: undefined,
        generation:
          measurement === undefined ? null : wifiGenerationOf(measurement.technologies, measurement.band),
        technologies: measurement?.technologies ?? [],
        heightMeters: undefined,
        mounting: undefined,
      };
    });
}

/** An access point the network inventory counts, with its radios (by band, then channel). */
export interface InventoryAccessPoint {
  ap: EsxAccessPoint;
  radios: RadioFacts[];
  /** Antenna height of the first radio that states a height or mounting, one decimal; null when unknown. */
  heightMeters: number | null;
  /** Antenna mounting (CEILING, WALL…) of that radio, null when unknown. */
  installation: string | null;
}

/**
 * The access points the network inventory counts, in file order: only "my" APs when any AP is marked mine
 * (neighbours are not the network); hidden APs never count. The bill of materials lists these same APs, so its
 * totals equal the inventory's.
 */
export function listInventoryAccessPoints(project: EsxProject): InventoryAccessPoint[] {
  const measurementsById = new Map(project.measurements.map((measurement) => [measurement.id, measurement]));
  const visible = project.accessPoints.filter((ap) => !ap.hidden);
  const anyMine = visible.some((ap) => ap.mine);
  return visible
    .filter((candidate) => !anyMine || candidate.mine)
    .map((ap) => {
      const radios = radiosOf(ap, project, measurementsById).sort(
        (a, b) =>
          (a.band === undefined ? 9 : BAND_ORDER[a.band]) - (b.band === undefined ? 9 : BAND_ORDER[b.band]) ||
          (a.channel ?? 0) - (b.channel ?? 0),
      );
      const first = radios.find((radio) => radio.heightMeters !== undefined || radio.mounting !== undefined);
      return {
        ap,
        radios,
        heightMeters: first?.heightMeters === undefined ? null : oneDecimal(first.heightMeters),
        installation: first?.mounting ?? null,
      };
    });
}

/**
 * The project's network inventory grouped by vendor, model, generation, radio count, channel and power,
 * height and installation, over {@link listInventoryAccessPoints}.
 */
export function buildDeviceCounts(project: EsxProject): DeviceCountRow[] {
  const groups = new Map<string, DeviceCountRow>();
  for (const { ap, radios, heightMeters, installation } of listInventoryAccessPoints(project)) {
    const generation = newestGeneration(radios);
    const technology = bestTechnology(radios.flatMap((radio) => radio.technologies));
    const row: DeviceCountRow = {
      apName: ap.name,
      vendor: ap.vendor ?? null,
      model: ap.model ?? null,
      wifiGeneration: generation === null ? null : wifiGenerationLabel(generation),
      technology: technology === null ? null : technologyLabel(technology),
      radioCount: radios.length,
      channelAndPower: radios.map(describeRadio).join(', '),
      heightMeters,
      installation,
      deviceCount: 1,
    };
    const key = JSON.stringify([
      row.vendor,
      row.model,
      row.wifiGeneration,
      row.radioCount,
      row.channelAndPower,
      row.heightMeters,
      row.installation,
    ]);
    const group = groups.get(key);
    if (group === undefined) {
      groups.set(key, row);
    } else {
      group.deviceCount += 1;
      group.apName = group.apName.localeCompare(row.apName) <= 0 ? group.apName : row.apName;
    }
  }
  return [...groups.values()];
}
