import type { Band, ChannelWidthMhz, WifiTechnology } from '../types';

/**
 * A client device offset profile: the client's RSSI relative to the survey adapter per band (an `.esx`
 * deviceProfile's offset24/offset5/offset6), with what capacity planning needs of the device.
 */
export interface DeviceProfile {
  id: string;
  name: string;
  offsets: Readonly<Record<Band, number>>;
  builtIn: boolean;
  spatialStreams: number;
  maxWidthMhz: ChannelWidthMhz;
  technology: WifiTechnology;
  /** Bands the device can use; band steering sends it to the strongest of them, 5/6 GHz first when usable. */
  bands: readonly Band[];
}

const ALL_BANDS: readonly Band[] = ['TWO', 'FIVE', 'SIX'];

/** Built-in profiles offered on every project: laptop 0 dB, smartphone −10 dB, IoT −12 dB. */
export const BUILT_IN_DEVICE_PROFILES: readonly DeviceProfile[] = [
  {
    id: 'builtin-laptop',
    name: 'Laptop',
    offsets: { TWO: 0, FIVE: 0, SIX: 0 },
    builtIn: true,
    spatialStreams: 2,
    maxWidthMhz: 80,
    technology: 'AX',
    bands: ALL_BANDS,
  },
  {
    id: 'builtin-smartphone',
    name: 'Smartphone',
    offsets: { TWO: -10, FIVE: -10, SIX: -10 },
    builtIn: true,
    spatialStreams: 2,
    maxWidthMhz: 80,
    technology: 'AX',
    bands: ALL_BANDS,
  },
  {
    id: 'builtin-iot',
    name: 'IoT device',
    offsets: { TWO: -12, FIVE: -12, SIX: -12 },
    builtIn: true,
    spatialStreams: 1,
    maxWidthMhz: 20,
    technology: 'N',
    bands: ['TWO'],
  },
];

/** The neutral profile (no offset) used when a request names none. */
export const NO_DEVICE_PROFILE: DeviceProfile = {
  id: 'none',
  name: 'Survey adapter',
  offsets: { TWO: 0, FIVE: 0, SIX: 0 },
  builtIn: true,
  spatialStreams: 2,
  maxWidthMhz: 80,
  technology: 'AX',
  bands: ALL_BANDS,
};

/**
 * Adds the profile's per-band offset to every RSSI plane (one plane per radio, in `bands` order), returning new
 * planes: the signal a device of that profile would see.
 */
export function applyDeviceOffset(
  planes: Float32Array,
  bands: readonly Band[],
  cellCount: number,
  profile: DeviceProfile,
): Float32Array {
  const out = new Float32Array(planes.length);
  bands.forEach((band, j) => {
    const offset = profile.offsets[band];
    const base = j * cellCount;
    for (let c = 0; c < cellCount; c++) {
      out[base + c] = (planes[base + c] ?? 0) + offset;
    }
  });
  return out;
}
