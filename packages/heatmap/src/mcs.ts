import type { WifiTechnology } from './types';

/** Coded bits per subcarrier (N_BPSCS) for MCS 0–11: BPSK, QPSK ×2, 16-QAM ×2, 64-QAM ×3, 256-QAM ×2, 1024-QAM ×2. */
const BITS_PER_SUBCARRIER = [1, 2, 2, 4, 4, 6, 6, 6, 8, 8, 10, 10] as const;
/** Coding rate R for MCS 0–11. */
const CODING_RATE = [
  1 / 2,
  1 / 2,
  3 / 4,
  1 / 2,
  3 / 4,
  2 / 3,
  3 / 4,
  5 / 6,
  3 / 4,
  5 / 6,
  3 / 4,
  5 / 6,
] as const;

/** Data subcarriers (N_SD) by width: HT/VHT and HE. */
const VHT_DATA_SUBCARRIERS: Readonly<Record<number, number>> = { 20: 52, 40: 108, 80: 234, 160: 468 };
const HE_DATA_SUBCARRIERS: Readonly<Record<number, number>> = { 20: 234, 40: 468, 80: 980, 160: 1960 };

/** Highest MCS per PHY: HT 7 (per stream), VHT 9, HE 11. */
const MAX_MCS: Readonly<Record<'N' | 'AC' | 'AX', number>> = { N: 7, AC: 9, AX: 11 };
/** Widest channel per PHY. */
const MAX_WIDTH: Readonly<Record<'N' | 'AC' | 'AX', number>> = { N: 40, AC: 160, AX: 160 };

/**
 * Minimum RSSI per MCS 0–11 at 20 MHz (802.11 minimum input sensitivity, 10% PER); 3 dB more per width doubling.
 */
export const MCS_MIN_RSSI_20MHZ_DBM = [-82, -79, -77, -74, -70, -66, -65, -64, -59, -57, -54, -52] as const;
/** Typical minimum SNR per MCS 0–11 at 20 MHz (practitioner tables, upper ends); 3 dB more per doubling. */
export const MCS_MIN_SNR_20MHZ_DB = [5, 8, 11, 14, 17, 20, 22, 25, 29, 31, 34, 37] as const;

function phyOf(technology: WifiTechnology): 'N' | 'AC' | 'AX' {
  return technology === 'BE' ? 'AX' : technology;
}

const PHY_RANK: Readonly<Record<'N' | 'AC' | 'AX', number>> = { N: 0, AC: 1, AX: 2 };

/**
 * PHY rate in Mbps from first principles: N_SD · N_BPSCS · R · N_SS / T_sym. HE uses 13.6 µs symbols (0.8 µs GI);
 * HT/VHT use 4.0 µs, or 3.6 µs with the short guard interval. Returns 0 for an MCS the PHY lacks, and for
 * VHT combinations whose data bits per symbol are not whole (e.g. VHT20 MCS9 with 1 or 2 streams).
 */
export function phyRateMbps(
  technology: WifiTechnology,
  widthMhz: number,
  mcs: number,
  spatialStreams: number,
  isShortGuardInterval: boolean,
): number {
  const phy = phyOf(technology);
  const bits = BITS_PER_SUBCARRIER[mcs];
  const rate = CODING_RATE[mcs];
  if (bits === undefined || rate === undefined || mcs > MAX_MCS[phy] || widthMhz > MAX_WIDTH[phy]) {
    return 0;
  }
  const subcarriers = (phy === 'AX' ? HE_DATA_SUBCARRIERS : VHT_DATA_SUBCARRIERS)[widthMhz];
  if (subcarriers === undefined) {
    return 0;
  }
  const codedBits = subcarriers * bits * spatialStreams;
  if (phy === 'AC' && Math.abs(codedBits * rate - Math.round(codedBits * rate)) > 1e-9) {
    return 0;
  }
  const symbolMicros = phy === 'AX' ? 13.6 : isShortGuardInterval ? 3.6 : 4.0;
  return (codedBits * rate) / symbolMicros;
}

/** The link both ends can use: the lower PHY, the fewer streams, the radio's width capped by that PHY. */
export interface LinkProfile {
  technology: WifiTechnology;
  widthMhz: number;
  spatialStreams: number;
  isShortGuardInterval: boolean;
}

/** Negotiates the link between a radio and the client profile. */
export function negotiateLink(
  radio: {
    technology: WifiTechnology;
    widthMhz: number;
    spatialStreams: number;
    isShortGuardInterval: boolean;
  },
  client: { technology: WifiTechnology; spatialStreams: number },
): LinkProfile {
  const radioPhy = phyOf(radio.technology);
  const clientPhy = phyOf(client.technology);
  const phy = PHY_RANK[radioPhy] <= PHY_RANK[clientPhy] ? radioPhy : clientPhy;
  return {
    technology: phy,
    widthMhz: Math.min(radio.widthMhz, MAX_WIDTH[phy]),
    spatialStreams: Math.max(1, Math.min(radio.spatialStreams, client.spatialStreams)),
    isShortGuardInterval: radio.isShortGuardInterval,
  };
}

/**
 * A lookup of the best PHY rate for a link given RSSI and SNR: the highest MCS whose RSSI and SNR minimums are
 * both met (3 dB more per width doubling); 0 Mbps when even MCS 0 fails.
 */
export interface RateTable {
  minRssiDbm: Float64Array;
  minSnrDb: Float64Array;
  rateMbps: Float64Array;
}

/** Builds the rate table of one link profile. */
export function buildRateTable(link: LinkProfile): RateTable {
  const doublings = Math.log2(link.widthMhz / 20);
  const count = MAX_MCS[phyOf(link.technology)] + 1;
  const table: RateTable = {
    minRssiDbm: new Float64Array(count),
    minSnrDb: new Float64Array(count),
    rateMbps: new Float64Array(count),
  };
  for (let mcs = 0; mcs < count; mcs++) {
    table.minRssiDbm[mcs] = (MCS_MIN_RSSI_20MHZ_DBM[mcs] ?? 0) + 3 * doublings;
    table.minSnrDb[mcs] = (MCS_MIN_SNR_20MHZ_DB[mcs] ?? 0) + 3 * doublings;
    table.rateMbps[mcs] = phyRateMbps(
      link.technology,
      link.widthMhz,
      mcs,
      link.spatialStreams,
      link.isShortGuardInterval,
    );
  }
  return table;
}

/** The PHY rate in Mbps reached at this RSSI and SNR. */
export function rateFromTable(table: RateTable, rssiDbm: number, snrDb: number): number {
  let best = 0;
  for (let mcs = 0; mcs < table.rateMbps.length; mcs++) {
    if (rssiDbm < (table.minRssiDbm[mcs] ?? Infinity) || snrDb < (table.minSnrDb[mcs] ?? Infinity)) {
      break;
    }
    const rate = table.rateMbps[mcs] ?? 0;
    if (rate > best) {
      best = rate;
    }
  }
  return best;
}
