import type { MetresLike, MetresPerPlanUnitLike, PlanUnitsArray, PlanUnitsLike } from '@airlens/domain';
import type { EsxBand } from './channels.ts';
import type { EsxImageKind } from './image-sniff.ts';
import type { JsonObject } from './json.ts';
import type { EsxScanTable } from './track.ts';

/** One JSON entity of a collection, exactly as in the file (every field kept). */
export type EsxEntity = JsonObject;

/**
 * A point in floor-plan units (pixels of the original raster image), origin top-left, y down. Typed as plan
 * units, so a position handed on where metres are expected fails `tsc` until it is scaled by `metersPerUnit`.
 */
export interface PlanPoint {
  x: PlanUnitsLike;
  y: PlanUnitsLike;
}

/** Attenuation in dB of one wall crossing, per band. */
export type EsxBandLoss = Record<EsxBand, number>;

/** Project-level facts from `project.json`, `projectHistorys.json` and the `version` member. */
export interface EsxProjectMeta {
  /** Project uuid (undefined only when `project.json` is missing). */
  id: string | undefined;
  name: string;
  title: string | undefined;
  customer: string | undefined;
  location: string | undefined;
  responsiblePerson: string | undefined;
  /** Project schema version (`1.4.0` … `1.9.0`), when stated. */
  schemaVersion: string | undefined;
  /** Archive format version from the `version` member (always `2.0` in real files). */
  archiveVersion: string;
  /** Product that last saved the file (`Ekahau AI Pro`), from the last history entry. */
  productName: string | undefined;
  /** Version of that product (`11.6.0.1`). */
  productVersion: string | undefined;
  createdAt: string | undefined;
  createdBy: string | undefined;
  modifiedAt: string | undefined;
}

/** A floor plan: its coordinate space, scale and images. */
export interface EsxFloorPlan {
  id: string;
  name: string;
  /** Width in floor-plan units. */
  width: PlanUnitsLike;
  /** Height in floor-plan units. */
  height: PlanUnitsLike;
  /**
   * Metres per floor-plan unit; undefined for a plan that was never scaled (no `metersPerUnit`, or 0):
   * positions still draw on the plan, but nothing measured in metres (distances, heatmaps) can be derived.
   */
  metersPerUnit: MetresPerPlanUnitLike | undefined;
  /** Image the coordinates refer to (raster, or SVG for CAD imports). */
  imageId: string | undefined;
  /** Raster rendering of an SVG plan, scaled per axis to `width × height`. */
  bitmapImageId: string | undefined;
  /** Displayed region in floor-plan units. */
  crop: { minX: PlanUnitsLike; minY: PlanUnitsLike; maxX: PlanUnitsLike; maxY: PlanUnitsLike };
  /** Display rotation; coordinates are only known to be unrotated for `UP`. */
  rotateUpDirection: string;
  /** Building floor number (0 = ground), when the plan belongs to a building. */
  floorNumber: number | undefined;
  /** Floor-to-floor height in metres, when known. */
  floorHeightMeters: MetresLike | undefined;
  /** Building uuid, when the plan belongs to a building. */
  buildingId: string | undefined;
}

/** An image member with its sniffed type. */
export interface EsxImage {
  id: string;
  /** Archive member name (`image-<id>`). */
  member: string;
  /** `imageFormat` as declared in `images.json` (may disagree with the bytes). */
  declaredFormat: string | undefined;
  /** Original file name, when stated. */
  imageName: string | undefined;
  /** Type found from the magic bytes. */
  kind: EsxImageKind;
  mimeType: string;
  /** Pixel (or SVG unit) width from the image header, else `resolutionWidth`. */
  width: number | undefined;
  /** Pixel (or SVG unit) height from the image header, else `resolutionHeight`. */
  height: number | undefined;
  /** SVG that embeds a raster image. */
  hasEmbeddedBitmap: boolean;
  /** The image bytes (shared with `EsxProject.binaries`, not a copy); empty when opened lazily by `openEsx`. */
  bytes: Uint8Array;
}

/** An access point (planned or measured). */
export interface EsxAccessPoint {
  id: string;
  name: string;
  vendor: string | undefined;
  /** Model; Ekahau often writes `<AP model> + <external antenna>`. */
  model: string | undefined;
  /** "My AP": planned, or starred by the surveyor. */
  mine: boolean;
  hidden: boolean;
  color: string | undefined;
  /** Position, absent for measured APs never placed. */
  location: { floorPlanId: string; x: PlanUnitsLike; y: PlanUnitsLike } | undefined;
}

/** Channel facts shared by simulated radios and measurements, from either schema generation. */
export interface EsxChannelInfo {
  band: EsxBand | undefined;
  /** IEEE channel number of every 20 MHz sub-channel, in file order. */
  channels: number[];
  /** Centre frequency in MHz of every 20 MHz sub-channel, in file order. */
  centerFrequenciesMhz: number[];
  /** First listed sub-channel, used as the primary channel. */
  primaryChannel: number | undefined;
  /** 20 MHz × number of sub-channels. */
  channelWidthMhz: number | undefined;
}

/** One principal-plane cut of an antenna type (`hplane` / `eplane` of `antennaTypes.json`). */
export interface EsxAntennaPlane {
  /** The pattern angle that faces the antenna's direction (H-plane) or the horizon ahead of it (E-plane). */
  alignmentDegrees: number;
  /** Gain in dBi at each angle in degrees, in file order. */
  gains: { angleDegrees: number; gainDbi: number }[];
}

/** Antenna settings of a planned radio. */
export interface EsxAntenna {
  antennaTypeId: string | undefined;
  name: string | undefined;
  heightMeters: MetresLike | undefined;
  directionDegrees: number | undefined;
  tiltDegrees: number | undefined;
  mounting: string | undefined;
  maxGainDbi: number | undefined;
  /** Whether the antenna type is directional (informational: the pattern carries the shape). */
  isDirectional: boolean | undefined;
  /** Azimuth (H-plane) and elevation (E-plane) cuts, when the antenna type carries both. */
  pattern: { hplane: EsxAntennaPlane; eplane: EsxAntennaPlane } | undefined;
}

/** A planned radio (`simulatedRadios.json`). */
export interface EsxSimulatedRadio extends EsxChannelInfo {
  id: string;
  accessPointId: string;
  /** Radio slot; never derive the band from it. */
  radioIndex: number | undefined;
  /** `IEEE802_11` or `BLUETOOTH`. */
  radioTechnology: string;
  enabled: boolean;
  transmitPowerDbm: number | undefined;
  /** 802.11 generation: `N`, `AC`, `AX`, `BE`… */
  technology: string | undefined;
  antenna: EsxAntenna;
}

/** A measured radio: the group of BSSIDs Ekahau attributed to one radio of one AP. */
export interface EsxMeasuredRadio {
  id: string;
  accessPointId: string;
  measurementIds: string[];
}

/** One observed BSS configuration (`accessPointMeasurements.json`). */
export interface EsxMeasurement extends EsxChannelInfo {
  id: string;
  /** BSSID, lower-case colon-separated. */
  bssid: string;
  /** SSID, `""` when hidden. */
  ssid: string;
  /** 802.11 amendments advertised (`A`, `B`, `G`, `N`, `AC`, `AX`, `BE`). */
  technologies: string[];
  security: string | undefined;
  /** Measured radio this BSSID belongs to, when grouped. */
  radioId: string | undefined;
  /** Access point of that radio. */
  accessPointId: string | undefined;
}

/** A wall type with its per-band loss per crossing. */
export interface EsxWallType {
  id: string;
  name: string;
  key: string | undefined;
  thicknessMeters: MetresLike;
  color: string | undefined;
  /** dB lost crossing the wall once, per band (attenuationFactor × thickness, or legacy total). */
  lossDb: EsxBandLoss;
}

/** One wall segment in floor-plan units. */
export interface EsxWall {
  id: string;
  floorPlanId: string;
  a: PlanPoint;
  b: PlanPoint;
  wallTypeId: string;
  /** Copied from the wall type for convenience. */
  lossDb: EsxBandLoss;
}

/** A coverage area with the requirement it must meet. */
export interface EsxArea {
  id: string;
  floorPlanId: string;
  name: string;
  polygon: PlanPoint[];
  requirementId: string | undefined;
}

/** One threshold of a requirement. */
export interface EsxRequirementCriterion {
  radioTechnology: string | undefined;
  band: EsxBand | undefined;
  /** `SIGNAL_STRENGTH`, `SECONDARY_SIGNAL_STRENGTH`, `SIGNAL_TO_NOISE_RATIO`, `CHANNEL_OVERLAP`… */
  type: string;
  /** `AT_LEAST` or `AT_MOST`. */
  function: string;
  value: number;
  additionalLimit: number | undefined;
}

/** A coverage requirement (`requirements.json`). */
export interface EsxRequirement {
  id: string;
  name: string;
  key: string | undefined;
  isDefault: boolean;
  criteria: EsxRequirementCriterion[];
}

/** A clicked route point: nanoseconds since the survey start and a floor-plan position. */
export interface EsxRoutePoint {
  timeNs: number;
  x: PlanUnitsLike;
  y: PlanUnitsLike;
}

/** One Wi-Fi adapter's track in a survey, decoded. */
export interface EsxWifiTrack {
  binaryFileId: string;
  /** Archive member (`track-<binaryFileId>.bin`). */
  member: string;
  adapterId: string | undefined;
  primary: boolean;
  /** Ordered: the binary addresses measurements by index into this list. */
  measurementIds: string[];
  /** Decoded scans, or undefined when the member is missing or could not be decoded (see `problem`). */
  scans: EsxScanTable | undefined;
  /** Per scan: x in floor-plan units interpolated along the route, NaN when off-route. */
  scanX: PlanUnitsArray<Float32Array>;
  /** Per scan: y in floor-plan units interpolated along the route, NaN when off-route. */
  scanY: PlanUnitsArray<Float32Array>;
  /** Why `scans` is missing, in words a surveyor understands. */
  problem: string | undefined;
}

/** A survey (`survey-<id>.json`). */
export interface EsxSurvey {
  id: string;
  name: string;
  floorPlanId: string;
  /** ISO-8601 start time as written. */
  startTime: string;
  /** Start time in epoch milliseconds, NaN when unparseable. */
  startTimeMs: number;
  durationNs: number | undefined;
  /** `CONTINUOUS` or `STOP_AND_GO`. */
  routeType: string;
  createdBy: string | undefined;
  createdAt: string | undefined;
  /** Route legs, each a polyline of timed points. */
  routeLegs: EsxRoutePoint[][];
  tracks: EsxWifiTrack[];
}

/**
 * A measured noise floor. Ekahau keeps spectrum data in an undocumented binary, so this comes from the
 * Airlens extension member `airlensNoiseFloors.json` (written by the generator); empty for real files.
 */
export interface EsxNoiseFloor {
  id: string;
  surveyId: string;
  floorPlanId: string;
  centerFrequencyMhz: number;
  band: EsxBand | undefined;
  noiseFloorDbm: number;
}

/**
 * A whole `.esx` project: every member kept (JSON members as collections of untouched entities,
 * `status: "DELETED"` filtered; other members as bytes) plus typed views of what the product uses.
 */
export interface EsxProject {
  /** Archive format version (`version` member). */
  archiveVersion: string;
  /**
   * Entities by collection (the top-level key of each JSON member). All `survey-<id>.json` files merge
   * into `surveys`; `project` and `projectConfiguration` hold one element.
   */
  collections: Map<string, EsxEntity[]>;
  /** Every non-JSON member (images, tracks, spectrum, unknown) by member name, byte-identical. */
  binaries: Map<string, Uint8Array>;
  meta: EsxProjectMeta;
  floorPlans: EsxFloorPlan[];
  images: EsxImage[];
  accessPoints: EsxAccessPoint[];
  simulatedRadios: EsxSimulatedRadio[];
  measuredRadios: EsxMeasuredRadio[];
  measurements: EsxMeasurement[];
  wallTypes: EsxWallType[];
  walls: EsxWall[];
  areas: EsxArea[];
  requirements: EsxRequirement[];
  surveys: EsxSurvey[];
  noiseFloors: EsxNoiseFloor[];
  /** Problems that did not stop the import (dangling references, undecodable tracks), for the log. */
  warnings: string[];
}
