/**
 * Public input and output types of the heatmap engine. Inputs are in metres with the origin at the floor
 * plan's top-left corner and y pointing down; outputs are in floor-plan pixels (metres / metersPerPixel). The
 * types say which space each length is in (the domain's unit brands): a plan-unit value given where metres
 * are expected fails `tsc`.
 */
import type {
  MetresArray,
  MetresLike,
  MetresPerPlanUnitLike,
  PlanUnitsArray,
  PlanUnitsLike,
} from '@airlens/domain';

/** A Wi-Fi band as the `.esx` format spells it. */
export type Band = 'TWO' | 'FIVE' | 'SIX';

/** Channel width of a radio in MHz. */
export type ChannelWidthMhz = 20 | 40 | 80 | 160 | 320;

/** PHY generation of a radio or client; `BE` is treated as `AX` for rates (MCS 12/13 are not modelled). */
export type WifiTechnology = 'N' | 'AC' | 'AX' | 'BE';

/** One radio: a column of the points × radios matrix (a radio = one AP, one band; its BSSIDs collapsed). */
export interface RadioInfo {
  id: string;
  apId: string;
  band: Band;
  /** IEEE primary channel number. */
  primaryChannel: number;
  widthMhz: ChannelWidthMhz;
  isMine: boolean;
  isMeasured: boolean;
  technology?: WifiTechnology;
  spatialStreams?: number;
  shortGuardInterval?: boolean;
  /** Position of the radio's AP in metres, when it is placed on this floor (informational for now). */
  apPosition?: { xMeters: MetresLike; yMeters: MetresLike } | null;
}

/** Walls as parallel arrays (structure of arrays), coordinates in metres, loss in dB per crossing and band. */
export interface WallSet {
  x1: MetresArray;
  y1: MetresArray;
  x2: MetresArray;
  y2: MetresArray;
  lossDb: Record<Band, Float32Array>;
}

/** A pattern resampled to 5° steps in the antenna's frame, gains in dBi. */
export interface AntennaPattern {
  /** 72 gains: entry k is k·5° clockwise on the plan from the antenna's direction. */
  azimuthGainsDbi: number[];
  /**
   * 72 gains in the vertical plane through the direction: entry k is k·5° below the horizon ahead, so 18 is
   * straight down, 36 the horizon behind and 54 straight up.
   */
  elevationGainsDbi: number[];
  /** The largest gain of either cut: the best case of the radio, used in its link budget. */
  peakGainDbi: number;
}

/** How a radio's antenna is pointed, with its pattern. */
export interface RadioAntenna {
  pattern: AntennaPattern;
  /**
   * Azimuth of the main direction on the plan in degrees, clockwise from the plan's +x axis (x right, y down).
   * Ekahau's `antennaDirection`; its zero and sense are not documented, and these are its on-screen ones.
   */
  directionDegrees: number;
  /** Downtilt of the main direction below the horizon in degrees (`antennaTilt`; negative tilts it up). */
  tiltDegrees: number;
}

/** A planned radio of a placed AP, used by signal prediction. */
export interface SimulatedRadio {
  id: string;
  band: Band;
  primaryChannel: number;
  widthMhz: ChannelWidthMhz;
  txPowerDbm: number;
  antennaGainDbi: number;
  isEnabled?: boolean;
  technology?: WifiTechnology;
  spatialStreams?: number;
  shortGuardInterval?: boolean;
  /**
   * The antenna's pattern and pointing, when its type carries one: prediction then uses the gain toward each
   * point, and `antennaGainDbi` must be the pattern's peak (the best case that culling and budgets assume).
   */
  antenna?: RadioAntenna;
}

/** An AP placed on the floor plan (design or survey project), with its simulated radios. */
export interface PlacedAccessPoint {
  id: string;
  xMeters: MetresLike;
  yMeters: MetresLike;
  isMine: boolean;
  /** Antenna height above the floor; the floor's prediction model stands in when the file states none. */
  mountHeightMeters?: MetresLike;
  radios: SimulatedRadio[];
}

/** Pass/fail thresholds of a requirement profile (primary ≥, secondary ≥, SNR ≥, co-channel count ≤). */
export interface HealthRequirements {
  rssiDbm: number;
  rssi2Dbm: number;
  snrDb: number;
  channelInterference: number;
  /** Optional minimum data rate; not checked when absent. */
  dataRateMbps?: number;
}

/** A drawn area whose requirement overrides the floor default for the cells whose centre lies inside it. */
export interface RequirementArea {
  id: string;
  /** Polygon vertices in metres: [x0, y0, x1, y1, …]. */
  polygonMeters: MetresArray;
  requirements: Partial<HealthRequirements>;
}

/** Propagation settings for `signal-prediction=one-floor`. */
export interface PredictionModel {
  /** Log-distance exponent; defaults to 2.2 when walls are drawn (they carry the clutter) and 3.0 otherwise. */
  pathLossExponent: number;
  /** Cap on the summed wall loss along one path (doors and diffraction make real loss saturate). */
  maxWallLossDb: number;
  /** Client offset ("view as mobile device" is −10 dB). */
  clientOffsetDb: number;
  /**
   * AP antenna height above a client held at the default visualization height (1 m): the floor's typical AP
   * mount height less 1 m, used for APs without a `mountHeightMeters` of their own.
   */
  heightDifferenceMeters: MetresLike;
  /** Height above the floor the map is drawn for (the request's visualization height). */
  visualizationHeightMeters: MetresLike;
}

/** Everything the engine needs about one floor, in metres. */
export interface FloorSurvey {
  floorId: string;
  /** Changes whenever any of the data below changes: part of every cache key and ETag. */
  dataVersion: string;
  widthMeters: MetresLike;
  heightMeters: MetresLike;
  /** Converts metres to floor-plan pixels for the output (pixels = metres / metersPerPixel). */
  metersPerPixel: MetresPerPlanUnitLike;
  /** Survey points (scan locations) in metres. */
  points: { xMeters: MetresArray; yMeters: MetresArray };
  /** The radios, one per column of V. */
  radios: RadioInfo[];
  /** V: points × radios RSSI in dBm, point-major (`V[p * radios.length + r]`); not heard = −100. */
  V: Float32Array;
  /** Measured noise per point in dBm; NaN where unknown. */
  noiseDbm?: Float32Array;
  /**
   * Per point, the first and last UTC day (days since 1970-01-01) of the surveys whose scans it merges; NaN where
   * undated. Absent in data stored before surveys were dated: such a floor has no survey date ranges.
   */
  pointDays?: { first: Float32Array; last: Float32Array };
  walls?: WallSet;
  accessPoints?: PlacedAccessPoint[];
  areas?: RequirementArea[];
  /** Floor default requirement; missing fields take the engine defaults. */
  requirements?: Partial<HealthRequirements>;
  prediction?: Partial<PredictionModel>;
}

/** The heatmap types of the API (`type` in the request body). */
export type HeatmapType =
  | 'primary-coverage'
  | 'secondary-coverage'
  | 'snr'
  | 'channel-interference'
  | 'network-health'
  | 'data-rate'
  | 'throughput';

/** The planning types the server draws from the planning engine (api-contract "Planning"). */
export type PlanningHeatmapType = 'requirement' | 'capacity' | 'ap-count' | 'difference';

/** Ekahau's accuracy slider: rough 2 m, normal 1 m, accurate 0.5 m, very 0.25 m cells (before the cell cap). */
export type HeatmapAccuracy = 'rough' | 'normal' | 'accurate' | 'very';

/** The request's radio-band filter. */
export type RadioBandFilter = '2.4' | '5' | '6' | 'any';

/** The API body of `POST …/floor-plans/{floorId}/heatmap` (docs/product-spec.md §7); missing fields take defaults. */
export interface HeatmapRequest {
  type: HeatmapType;
  accuracy?: HeatmapAccuracy;
  requirementGreyOut?: boolean;
  mode?: 'smooth' | 'detailed';
  radioBand?: RadioBandFilter;
  /** Whether the answer carries the legend. */
  legend?: boolean;
  onlyMyAps?: boolean;
  /** Only measured radios (survey data); has no effect on a prediction. */
  onlyMeasured?: boolean;
  signalPrediction?: 'off' | 'one-floor';
  /** Only these radios; null or empty means no radio filter. */
  radioIds?: string[] | null;
  /**
   * Height above the floor the map is drawn for, in metres (default 1, a handheld client). A prediction uses
   * the 3-D distance between each AP's mount height and this plane; measured values were taken where they were.
   */
  visualizationHeightMeters?: MetresLike;
}

/** A request with every default filled in and radio ids sorted: the canonical form used for cache keys. */
export type NormalizedHeatmapRequest = Required<Omit<HeatmapRequest, 'radioIds'>> & { radioIds: string[] };

/** Server-side engine settings; none of them come from the client. */
export interface HeatmapEngineOptions {
  /** Cap on grid cells; the cell grows until cols × rows fits. Default 500,000. */
  maxCells: number;
  /** No colour farther than this from a measurement (the R rule). Default 7.5 m. */
  maskRadiusMeters: MetresLike;
  /** `delaunay`: barycentric inside triangles whose longest edge ≤ 2R, Shepard elsewhere within R. */
  interpolation: 'delaunay' | 'shepard';
  /** With `delaunay`, paint only inside kept triangles (no Shepard fill outside them). Default false. */
  isHullOnly: boolean;
  /** Value used for "not heard". Default −100 dBm. */
  notHeardDbm: number;
  /** An interferer counts for channel interference at or above this RSSI. Default −85 dBm. */
  cciThresholdDbm: number;
  /** `any-overlap` of occupied spans, or overlap with the serving radio's primary 20 MHz. */
  cciRule: 'any-overlap' | 'primary-overlap';
  clientSpatialStreams: number;
  clientTechnology: WifiTechnology;
  /** Single-client throughput as a share of the PHY rate. Default 0.65. */
  throughputFactor: number;
  /** Douglas–Peucker tolerance for smooth polygons, in cells. Default 0.5. */
  simplifyToleranceCells: number;
}

/** One cell size grid, aligned to the floor plan's top-left corner, in floor-plan pixels. */
export interface HeatmapGrid {
  cols: number;
  rows: number;
  cellMeters: MetresLike;
  originX: PlanUnitsLike;
  originY: PlanUnitsLike;
  /** Floor-plan pixels per cell side. */
  unitsPerCell: PlanUnitsLike;
}

/** One legend bin: its value range, colour and label. */
export interface LegendEntry {
  bin: number;
  /** Inclusive lower bound; null = −∞. */
  min: number | null;
  /** Exclusive upper bound; null = +∞. */
  max: number | null;
  /** `#rrggbb` or `#rrggbbaa`. */
  color: string;
  label: string;
  /** Requirement heatmaps: the criterion type this bin fails (absent on the pass bin). */
  criterion?: string;
}

/** The legend a heatmap was quantised with; the client colours `bins` and areas from it. */
export interface HeatmapLegend {
  type: HeatmapType | PlanningHeatmapType;
  unit: 'dBm' | 'dB' | 'count' | 'Mbps' | 'issue' | '%' | 'criterion';
  /** Ascending; bin k holds values in [thresholds[k-1], thresholds[k]). */
  thresholds: number[];
  entries: LegendEntry[];
  greyBin: 254;
  greyColor: string;
  noDataBin: 255;
  /** Whether larger values are better (coverage, SNR, rate) or worse (interference, issues). */
  isHigherBetter: boolean;
}

/** Rings index `vertices`: each ring is [firstVertex, vertexCount]; vertex i is (vertices[2i], vertices[2i+1]). */
export type RingRef = [number, number];

/**
 * A smooth-mode fill: the region where the value is ≥ `value`, to be painted with `bin`'s colour using the
 * even-odd rule. Areas come in painting order (lowest first, then grey-out), so later areas cover earlier ones.
 */
export interface HeatmapArea {
  bin: number;
  /** The area's lower threshold; null for the whole data region (bin 0) and the grey-out region. */
  value: number | null;
  rings: RingRef[];
}

/** Outline of the region that meets the active requirement. */
export interface HeatmapContour {
  kind: 'requirement';
  /** The threshold when it is the same everywhere; null when areas set different ones. */
  value: number | null;
  rings: RingRef[];
}

/**
 * The threshold of the active requirement where it applies: the floor's default (`areaId` null), then each
 * area that sets its own, so a reader can tell what the grey-out and the outline measure against.
 */
export interface RequirementThreshold {
  areaId: string | null;
  value: number;
}

/** Result of `computeHeatmap`; `toHeatmapResponseBody` turns it into the JSON answer. */
export interface HeatmapResult {
  /** Hash of all parameters and data versions; use as ETag and cache key. */
  etag: string;
  binType: 'square';
  /** One byte per cell, row-major from the top-left: legend bin, 254 = greyed out, 255 = no data. */
  bins: Uint8Array<ArrayBuffer>;
  /** Smooth mode: x,y pairs in floor-plan pixels (empty in detailed mode). */
  vertices: PlanUnitsArray<Float32Array<ArrayBuffer>>;
  areas: HeatmapArea[];
  contours: HeatmapContour[];
  /** The active requirement's thresholds (none for types without one); see `RequirementThreshold`. */
  requirements?: RequirementThreshold[];
  legend: HeatmapLegend | null;
  grid: HeatmapGrid;
  /** Where the values came from. */
  source: 'measured' | 'predicted' | 'none';
}

/** The JSON answer of the heatmap endpoint (api-contract "Heatmaps"). */
export interface HeatmapResponseBody {
  binType: 'square';
  /** Base64 of the one-byte-per-cell raster described by `grid`. */
  bins: string;
  /** x,y pairs in floor-plan pixels, rounded to 0.1 px. */
  vertices: PlanUnitsLike[];
  areas: HeatmapArea[];
  contours: HeatmapContour[];
  requirements?: RequirementThreshold[];
  legend: HeatmapLegend | null;
  grid: HeatmapGrid;
  source: HeatmapResult['source'];
}
