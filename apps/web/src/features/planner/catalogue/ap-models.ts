// Common enterprise access points for the planner's model picker, as vendors' data sheets state them: radios per
// band with spatial streams, the integrated antenna's peak gain and a typical planning transmit power. Data, not
// logic — extend by adding rows.
import type { Band } from '@airlens/heatmap';

export interface CatalogueRadio {
  band: Band;
  spatialStreams: number;
  /** Peak gain of the integrated (default) antenna on this band. */
  antennaGainDbi: number;
  /** A typical design power for the band (below the regulatory maximum). */
  txPowerDbm: number;
  /** Default primary channel and width when placed. */
  channel: number;
  widthMhz: 20 | 40 | 80;
}

export interface CatalogueModel {
  vendor: string;
  model: string;
  /** The default antenna's name (integrated omni unless stated). */
  antenna: string;
  radios: CatalogueRadio[];
}

function twoFive(
  streams: [number, number],
  gains: [number, number],
  extra: CatalogueRadio[] = [],
): CatalogueRadio[] {
  return [
    {
      band: 'TWO',
      spatialStreams: streams[0],
      antennaGainDbi: gains[0],
      txPowerDbm: 14,
      channel: 1,
      widthMhz: 20,
    },
    {
      band: 'FIVE',
      spatialStreams: streams[1],
      antennaGainDbi: gains[1],
      txPowerDbm: 17,
      channel: 36,
      widthMhz: 40,
    },
    ...extra,
  ];
}

function six(streams: number, gain: number): CatalogueRadio {
  return {
    band: 'SIX',
    spatialStreams: streams,
    antennaGainDbi: gain,
    txPowerDbm: 17,
    channel: 37,
    widthMhz: 80,
  };
}

/** The bundled catalogue, by vendor then model. */
export const BUNDLED_AP_MODELS: readonly CatalogueModel[] = [
  { vendor: 'Aruba', model: 'AP-505', antenna: 'Integrated omni', radios: twoFive([2, 2], [3.8, 5.8]) },
  { vendor: 'Aruba', model: 'AP-515', antenna: 'Integrated omni', radios: twoFive([2, 4], [3.9, 5.7]) },
  {
    vendor: 'Aruba',
    model: 'AP-635',
    antenna: 'Integrated omni',
    radios: twoFive([2, 2], [3.8, 5.1], [six(2, 5.5)]),
  },
  {
    vendor: 'Aruba',
    model: 'AP-655',
    antenna: 'Integrated omni',
    radios: twoFive([4, 4], [3.6, 5.4], [six(4, 5.8)]),
  },
  { vendor: 'Cisco', model: 'C9120AXI', antenna: 'Integrated omni', radios: twoFive([4, 4], [4, 6]) },
  { vendor: 'Cisco', model: 'C9130AXI', antenna: 'Integrated omni', radios: twoFive([4, 8], [4, 6]) },
  {
    vendor: 'Cisco',
    model: 'CW9166I',
    antenna: 'Integrated omni',
    radios: twoFive([4, 4], [4, 5], [six(4, 6)]),
  },
  { vendor: 'Cisco Meraki', model: 'MR36', antenna: 'Integrated omni', radios: twoFive([2, 2], [5.4, 6]) },
  { vendor: 'Cisco Meraki', model: 'MR46', antenna: 'Integrated omni', radios: twoFive([4, 4], [4.8, 6.2]) },
  {
    vendor: 'Cisco Meraki',
    model: 'MR57',
    antenna: 'Integrated omni',
    radios: twoFive([4, 4], [4.6, 6], [six(4, 5.7)]),
  },
  { vendor: 'Juniper Mist', model: 'AP43', antenna: 'Integrated omni', radios: twoFive([4, 4], [4, 6]) },
  {
    vendor: 'Juniper Mist',
    model: 'AP45',
    antenna: 'Integrated omni',
    radios: twoFive([4, 4], [4, 5], [six(4, 5)]),
  },
  { vendor: 'Ruckus', model: 'R650', antenna: 'BeamFlex+ adaptive', radios: twoFive([4, 4], [3, 3]) },
  {
    vendor: 'Ruckus',
    model: 'R770',
    antenna: 'BeamFlex+ adaptive',
    radios: twoFive([2, 4], [3, 3], [six(4, 3)]),
  },
  { vendor: 'Ubiquiti', model: 'U6-Pro', antenna: 'Integrated omni', radios: twoFive([2, 4], [4, 6]) },
  {
    vendor: 'Extreme',
    model: 'AP5010',
    antenna: 'Integrated omni',
    radios: twoFive([4, 4], [4, 5], [six(4, 5)]),
  },
];

/** The key a picker names a model by. */
export function modelKey(model: Pick<CatalogueModel, 'vendor' | 'model'>): string {
  return `${model.vendor} ${model.model}`;
}
