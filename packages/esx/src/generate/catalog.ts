import type { EsxBand } from '../channels.ts';

/** A real AP model the generator can deploy. */
export interface ApModel {
  vendor: string;
  model: string;
  /** Bands of its Wi-Fi radios, in radio-slot order. */
  bands: EsxBand[];
  /** 802.11 generation written as the radio `technology`. */
  technology: 'AX' | 'BE';
  spatialStreams: number;
  /** Internal antenna peak gain, dBi, per band. */
  gainDbi: Record<EsxBand, number>;
  /** Has a Bluetooth Low Energy radio. */
  ble: boolean;
  /** Organisationally unique identifiers used for BSSIDs. */
  ouis: string[];
}

/** Vendors and models seen in enterprise deployments (Wi-Fi 6, 6E and 7). */
export const AP_MODELS: readonly ApModel[] = [
  {
    vendor: 'Cisco',
    model: 'C9130AXI',
    bands: ['TWO', 'FIVE'],
    technology: 'AX',
    spatialStreams: 4,
    gainDbi: { TWO: 4, FIVE: 6, SIX: 6 },
    ble: true,
    ouis: ['68:7d:b4', '70:db:98', 'f4:db:e6'],
  },
  {
    vendor: 'Cisco',
    model: 'C9120AXI',
    bands: ['TWO', 'FIVE'],
    technology: 'AX',
    spatialStreams: 4,
    gainDbi: { TWO: 4, FIVE: 5, SIX: 5 },
    ble: true,
    ouis: ['00:3a:7d', '70:10:5c'],
  },
  {
    vendor: 'Cisco',
    model: 'CW9166I',
    bands: ['TWO', 'FIVE', 'SIX'],
    technology: 'AX',
    spatialStreams: 4,
    gainDbi: { TWO: 4, FIVE: 6, SIX: 6 },
    ble: true,
    ouis: ['68:7d:b4', 'f4:db:e6'],
  },
  {
    vendor: 'Aruba',
    model: 'AP-635',
    bands: ['TWO', 'FIVE', 'SIX'],
    technology: 'AX',
    spatialStreams: 2,
    gainDbi: { TWO: 3.6, FIVE: 5.5, SIX: 5.9 },
    ble: true,
    ouis: ['20:4c:03', '94:b4:0f'],
  },
  {
    vendor: 'Aruba',
    model: 'AP-535',
    bands: ['TWO', 'FIVE'],
    technology: 'AX',
    spatialStreams: 4,
    gainDbi: { TWO: 4.3, FIVE: 5.8, SIX: 5.8 },
    ble: true,
    ouis: ['00:0b:86', '24:de:c6'],
  },
  {
    vendor: 'Aruba',
    model: 'AP-515',
    bands: ['TWO', 'FIVE'],
    technology: 'AX',
    spatialStreams: 4,
    gainDbi: { TWO: 4.1, FIVE: 5.7, SIX: 5.7 },
    ble: true,
    ouis: ['00:0b:86', '20:4c:03'],
  },
  {
    vendor: 'Juniper Mist',
    model: 'AP45',
    bands: ['TWO', 'FIVE', 'SIX'],
    technology: 'AX',
    spatialStreams: 4,
    gainDbi: { TWO: 4, FIVE: 6, SIX: 6 },
    ble: true,
    ouis: ['5c:5b:35', 'd4:20:b0'],
  },
  {
    vendor: 'Juniper Mist',
    model: 'AP43',
    bands: ['TWO', 'FIVE'],
    technology: 'AX',
    spatialStreams: 4,
    gainDbi: { TWO: 4, FIVE: 5, SIX: 5 },
    ble: true,
    ouis: ['5c:5b:35'],
  },
  {
    vendor: 'Extreme',
    model: 'AP5050U',
    bands: ['TWO', 'FIVE', 'SIX'],
    technology: 'AX',
    spatialStreams: 4,
    gainDbi: { TWO: 4, FIVE: 5, SIX: 5.5 },
    ble: true,
    ouis: ['00:04:96', 'b4:c7:99'],
  },
  {
    vendor: 'Extreme',
    model: 'AP410C',
    bands: ['TWO', 'FIVE'],
    technology: 'AX',
    spatialStreams: 4,
    gainDbi: { TWO: 4, FIVE: 5, SIX: 5 },
    ble: true,
    ouis: ['00:04:96'],
  },
  {
    vendor: 'Ubiquiti',
    model: 'U6-Pro',
    bands: ['TWO', 'FIVE'],
    technology: 'AX',
    spatialStreams: 2,
    gainDbi: { TWO: 4, FIVE: 6, SIX: 6 },
    ble: false,
    ouis: ['24:5a:4c', '74:83:c2'],
  },
  {
    vendor: 'Ubiquiti',
    model: 'U6-Enterprise',
    bands: ['TWO', 'FIVE', 'SIX'],
    technology: 'AX',
    spatialStreams: 4,
    gainDbi: { TWO: 4, FIVE: 6, SIX: 6 },
    ble: false,
    ouis: ['24:5a:4c', 'f4:92:bf'],
  },
  {
    vendor: 'Fortinet',
    model: 'FortiAP-431F',
    bands: ['TWO', 'FIVE'],
    technology: 'AX',
    spatialStreams: 4,
    gainDbi: { TWO: 4, FIVE: 5, SIX: 5 },
    ble: true,
    ouis: ['00:09:0f', '90:6c:ac'],
  },
  {
    vendor: 'Ruckus',
    model: 'R750',
    bands: ['TWO', 'FIVE'],
    technology: 'AX',
    spatialStreams: 4,
    gainDbi: { TWO: 3, FIVE: 4, SIX: 4 },
    ble: true,
    ouis: ['2c:c5:d3', '58:b6:33'],
  },
  {
    vendor: 'Ruckus',
    model: 'R770',
    bands: ['TWO', 'FIVE', 'SIX'],
    technology: 'BE',
    spatialStreams: 4,
    gainDbi: { TWO: 3, FIVE: 4, SIX: 4 },
    ble: true,
    ouis: ['2c:c5:d3'],
  },
  {
    vendor: 'Cisco Meraki',
    model: 'MR46',
    bands: ['TWO', 'FIVE'],
    technology: 'AX',
    spatialStreams: 4,
    gainDbi: { TWO: 5.4, FIVE: 6, SIX: 6 },
    ble: true,
    ouis: ['00:18:0a', 'e0:55:3d'],
  },
  {
    vendor: 'Cisco Meraki',
    model: 'MR57',
    bands: ['TWO', 'FIVE', 'SIX'],
    technology: 'AX',
    spatialStreams: 4,
    gainDbi: { TWO: 4, FIVE: 5.5, SIX: 6 },
    ble: true,
    ouis: ['00:18:0a', '0c:8d:db'],
  },
];

/** A stock wall type: thickness and attenuation factor (dB/m) per band, so loss = factor × thickness. */
export interface WallTypeSpec {
  key: string;
  name: string;
  color: string;
  thicknessMeters: number;
  /** Total loss of one crossing in dB per band. */
  lossDb: Record<EsxBand, number>;
  /** Palette index used when drawing the floor plan. */
  paletteIndex: number;
}

/** Wall types the layout uses, with Ekahau-like keys, names and losses. */
export const WALL_TYPES = {
  concrete: {
    key: 'ConcreteWall',
    name: 'Wall, Concrete',
    color: '#5E5E5E',
    thicknessMeters: 0.25,
    lossDb: { TWO: 15, FIVE: 20, SIX: 23 },
    paletteIndex: 1,
  },
  brick: {
    key: 'BrickWall',
    name: 'Wall, Brick',
    color: '#A34A28',
    thicknessMeters: 0.3,
    lossDb: { TWO: 10, FIVE: 13, SIX: 15 },
    paletteIndex: 2,
  },
  drywall: {
    key: 'DryWall',
    name: 'Wall, Dry',
    color: '#B5B5B5',
    thicknessMeters: 0.1,
    lossDb: { TWO: 3, FIVE: 4, SIX: 5 },
    paletteIndex: 3,
  },
  glass: {
    key: 'GlassWall',
    name: 'Wall, Glass',
    color: '#5DADE2',
    thicknessMeters: 0.02,
    lossDb: { TWO: 2, FIVE: 3, SIX: 4 },
    paletteIndex: 4,
  },
  door: {
    key: 'WoodDoor',
    name: 'Door, Wood',
    color: '#8B5A2B',
    thicknessMeters: 0.04,
    lossDb: { TWO: 3, FIVE: 4, SIX: 5 },
    paletteIndex: 5,
  },
  elevator: {
    key: 'ElevatorShaft',
    name: 'Elevator Shaft',
    color: '#2E4053',
    thicknessMeters: 0.05,
    lossDb: { TWO: 30, FIVE: 30, SIX: 30 },
    paletteIndex: 6,
  },
} as const satisfies Record<string, WallTypeSpec>;

/** Name of a wall type in {@link WALL_TYPES}. */
export type WallKind = keyof typeof WALL_TYPES;

/** Loss of a concrete floor slab per band, dB. */
export const FLOOR_LOSS_DB: Record<EsxBand, number> = { TWO: 18, FIVE: 24, SIX: 27 };

/** Requirement presets with Ekahau's criterion types. */
export const REQUIREMENTS = [
  {
    key: 'BasicConnectivity',
    name: 'Basic Connectivity',
    isDefault: true,
    signal: -72,
    secondary: undefined,
    snr: 20,
    overlap: undefined,
  },
  {
    key: 'VoiceCisco',
    name: 'Voice over IP',
    isDefault: false,
    signal: -67,
    secondary: -75,
    snr: 25,
    overlap: 2,
  },
  {
    key: 'HighDensity',
    name: 'High Density Data and Video',
    isDefault: false,
    signal: -65,
    secondary: -72,
    snr: 28,
    overlap: 2,
  },
] as const;

/** Survey adapters as Ekahau lists them. */
export const SURVEY_ADAPTERS = [
  { name: 'Ekahau Sidekick 2 Wi-Fi Adapter 1', vendor: 'ekahau', driverVersion: '1.4.2' },
  { name: 'Ekahau Sidekick 2 Wi-Fi Adapter 2', vendor: 'ekahau', driverVersion: '1.4.2' },
] as const;

/** Surveyor display names. */
export const SURVEYORS = [
  'Maria Lindqvist',
  'Tom Okafor',
  'Priya Raman',
  'Jonas Becker',
  'Chen Wei',
  'Sofia Alvarez',
] as const;

/** Customer/site names. */
export const CUSTOMERS = [
  { customer: 'Northwind Logistics', short: 'NW', location: 'Rotterdam' },
  { customer: 'Contoso Health', short: 'CH', location: 'Helsinki' },
  { customer: 'Fabrikam Engineering', short: 'FAB', location: 'Munich' },
  { customer: 'Tailspin University', short: 'TSU', location: 'Austin' },
] as const;
