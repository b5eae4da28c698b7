import { rateFromTable, type RateTable } from '../mcs';
import type { Band } from '../types';
import type { DeviceProfile } from './device-profiles';
import { HEARD_DBM, rateTablesFor, type SignalField } from './requirement-eval';

/** Airtime above which a radio counts as overloaded. */
export const OVERLOAD_AIRTIME = 0.7;
/** Share of the PHY rate left for data after MAC overhead (preamble, IFS, ACKs, contention). */
export const MAC_EFFICIENCY = 0.65;
/** With RTS/CTS protection every exchange carries two more control frames. */
export const MAC_EFFICIENCY_RTS_CTS = 0.55;
/** A beacon of a typical SSID in bytes, sent every 102.4 ms at the lowest mandatory rate. */
export const BEACON_BYTES = 350;
export const BEACON_INTERVAL_MICROS = 102_400;
/** A 5/6 GHz radio at least this strong keeps a dual-band client off 2.4 GHz (band steering). */
export const BAND_STEERING_DBM = -70;

/** One band's `.esx` networkCapacitySettings. */
export interface CapacitySettings {
  maxAssociatedClients: number;
  numberOfSsids: number;
  rtsCtsEnabled: boolean;
  /** Lowest mandatory legacy rate in Mbps (beacons are sent at it). */
  basicRateMbps: number;
}

export const DEFAULT_CAPACITY_SETTINGS: CapacitySettings = {
  maxAssociatedClients: 200,
  numberOfSsids: 2,
  rtsCtsEnabled: false,
  basicRateMbps: 12,
};

/** One capacity item of an area: devices of one profile running one usage profile. */
export interface CapacityItem {
  deviceCount: number;
  /** Σ of the usage profile's application bit rates (×2 for full duplex), in bit/s per device. */
  demandBps: number;
  usageProfile: string;
  device: DeviceProfile;
}

export interface CapacityArea {
  id: string;
  /** Grid cells inside the area, where its clients stand. */
  cells: ArrayLike<number>;
  items: readonly CapacityItem[];
}

export interface RadioLoad {
  /** Column of the radio in the field. */
  radio: number;
  clients: number;
  airtimePercent: number;
  overloaded: boolean;
}

export interface AreaLoad {
  id: string;
  clients: number;
  /** Clients served per band. */
  servedClients: Record<Band, number>;
  /** Airtime the area's clients take per band, summed over the radios serving them, in percent of one radio. */
  airtimePercent: Record<Band, number>;
  /** Radios needed per band to carry the area's clients under 70 % airtime and the client limit. */
  apsNeeded: Record<Band, number>;
}

export interface CapacityResult {
  radios: RadioLoad[];
  areas: AreaLoad[];
}

/** Airtime fraction one radio spends on beacons: SSIDs × beacon duration ÷ beacon interval. */
export function beaconAirtime(settings: CapacitySettings): number {
  const beaconMicros = 20 + (BEACON_BYTES * 8) / settings.basicRateMbps;
  return (settings.numberOfSsids * beaconMicros) / BEACON_INTERVAL_MICROS;
}

/** The columns a device can associate with, each with the device's offset and whether it is 5/6 GHz. */
interface ServingColumns {
  columns: Int32Array;
  offsets: Float64Array;
  isHigh: Uint8Array;
}

// Built once per field and device bands and offsets (kept while the field lives; keyed by those values, not the
// profile object, so profiles read afresh per request do not pile up), so a search per client or cell is a tight
// loop over numbers instead of a walk over radio objects with a band lookup each.
const servingCache = new WeakMap<object, Map<string, ServingColumns>>();

function servingColumns(field: SignalField, device: DeviceProfile): ServingColumns {
  let byDevice = servingCache.get(field);
  if (byDevice === undefined) {
    byDevice = new Map();
    servingCache.set(field, byDevice);
  }
  const key = `${device.bands.join(',')}|${device.offsets.TWO}|${device.offsets.FIVE}|${device.offsets.SIX}`;
  let serving = byDevice.get(key);
  if (serving === undefined) {
    const usable = field.radios.flatMap((radio, j) => (device.bands.includes(radio.band) ? [j] : []));
    serving = {
      columns: Int32Array.from(usable),
      offsets: Float64Array.from(usable, (j) => device.offsets[field.radios[j]?.band ?? 'FIVE']),
      isHigh: Uint8Array.from(usable, (j) => (field.radios[j]?.band === 'TWO' ? 0 : 1)),
    };
    byDevice.set(key, serving);
  }
  return serving;
}

/**
 * The radio a client of the device profile associates with at cell c: the strongest on its bands after the
 * device's offset, a 5/6 GHz radio at or above −70 dBm winning over 2.4 GHz; −1 when none is heard.
 */
export function servingRadio(field: SignalField, device: DeviceProfile, c: number): number {
  const { columns, offsets, isHigh } = servingColumns(field, device);
  const { planes, cellCount } = field;
  let best = -1;
  let bestRssi = -Infinity;
  let bestHigh = -1;
  let bestHighRssi = -Infinity;
  for (let k = 0; k < columns.length; k++) {
    const j = columns[k] ?? 0;
    const rssi = (planes[j * cellCount + c] ?? -Infinity) + (offsets[k] ?? 0);
    if (rssi > bestRssi) {
      bestRssi = rssi;
      best = j;
    }
    if (isHigh[k] === 1 && rssi > bestHighRssi) {
      bestHighRssi = rssi;
      bestHigh = j;
    }
  }
  if (bestHigh >= 0 && bestHighRssi >= BAND_STEERING_DBM) {
    return bestHigh;
  }
  return bestRssi >= HEARD_DBM ? best : -1;
}

/**
 * Capacity of a floor (or building): each area's clients spread evenly over its cells, each associated to its
 * serving radio; a client takes demand ÷ (PHY rate at its SNR → MCS × MAC efficiency) of that radio's airtime,
 * and each radio adds its beacons. `field` holds RSSI without any device offset (each item applies its own).
 */
export function computeCapacity(
  field: SignalField,
  areas: readonly CapacityArea[],
  settings: Readonly<Record<Band, CapacitySettings>>,
): CapacityResult {
  const radioClients = new Array<number>(field.radios.length).fill(0);
  const radioAirtime = field.radios.map((radio) => beaconAirtime(settings[radio.band]));
  const tablesByDevice = new Map<DeviceProfile, RateTable[]>();
  const zero = (): Record<Band, number> => ({ TWO: 0, FIVE: 0, SIX: 0 });
  const areaLoads: AreaLoad[] = areas.map((area) => {
    const load: AreaLoad = {
      id: area.id,
      clients: 0,
      servedClients: zero(),
      airtimePercent: zero(),
      apsNeeded: zero(),
    };
    const cellCount = area.cells.length;
    for (const item of area.items) {
      load.clients += item.deviceCount;
      if (cellCount === 0) {
        continue;
      }
      let tables = tablesByDevice.get(item.device);
      if (tables === undefined) {
        tables = rateTablesFor(field.radios, item.device);
        tablesByDevice.set(item.device, tables);
      }
      for (let i = 0; i < item.deviceCount; i++) {
        const c =
          area.cells[Math.min(cellCount - 1, Math.floor(((i + 0.5) * cellCount) / item.deviceCount))] ?? 0;
        const j = servingRadio(field, item.device, c);
        const radio = field.radios[j];
        const table = tables[j];
        if (radio === undefined || table === undefined) {
          continue;
        }
        const rssi = (field.planes[j * field.cellCount + c] ?? -Infinity) + item.device.offsets[radio.band];
        const rateMbps = rateFromTable(table, rssi, rssi - field.noiseDbm[radio.band]);
        if (!(rateMbps > 0)) {
          continue;
        }
        const efficiency = settings[radio.band].rtsCtsEnabled ? MAC_EFFICIENCY_RTS_CTS : MAC_EFFICIENCY;
        const airtime = item.demandBps / (rateMbps * 1e6 * efficiency);
        radioClients[j] = (radioClients[j] ?? 0) + 1;
        radioAirtime[j] = (radioAirtime[j] ?? 0) + airtime;
        load.servedClients[radio.band] += 1;
        load.airtimePercent[radio.band] += 100 * airtime;
      }
    }
    for (const band of ['TWO', 'FIVE', 'SIX'] as const) {
      const served = load.servedClients[band];
      load.apsNeeded[band] =
        served === 0
          ? 0
          : Math.max(
              Math.ceil(
                load.airtimePercent[band] / (100 * (OVERLOAD_AIRTIME - beaconAirtime(settings[band]))),
              ),
              Math.ceil(served / settings[band].maxAssociatedClients),
            );
    }
    return load;
  });
  return {
    radios: field.radios.map((radio, j) => {
      const airtime = radioAirtime[j] ?? 0;
      const clients = radioClients[j] ?? 0;
      return {
        radio: j,
        clients,
        airtimePercent: 100 * airtime,
        overloaded: airtime > OVERLOAD_AIRTIME || clients > settings[radio.band].maxAssociatedClients,
      };
    }),
    areas: areaLoads,
  };
}
