import type { EsxBand } from '../channels.ts';

/** A point on a floor in feet from the floor's top-left corner, y down (distUnits="FEET"). */
export interface FeetPoint {
  xFeet: number;
  yFeet: number;
}

/** One radio of an access point as the maps archive describes it. */
export interface CatalystRadio {
  band: EsxBand;
  /** Cisco's interface type (`802.11b/g/n`, `802.11a/n/ac`, `802.11ax-6GHz`). */
  ifType: string;
  /** Primary IEEE channel number. */
  channel: number | undefined;
  channelWidthMhz: number | undefined;
  /** Transmit power in dBm (ssUnits="dBm"). */
  txPowerDbm: number | undefined;
  enabled: boolean;
  antennaName: string | undefined;
  antennaGainDbi: number | undefined;
  /** Antenna azimuth in degrees (angleUnits="DEGREE"). */
  azimuthDegrees: number | undefined;
  /** Antenna elevation (tilt) in degrees. */
  elevationDegrees: number | undefined;
}

/** A planned or placed access point. */
export interface CatalystAccessPoint extends FeetPoint {
  name: string;
  model: string | undefined;
  /** Base radio MAC, lower-case colon-separated. */
  macAddress: string | undefined;
  /** Mounting height above the floor in feet. */
  zFeet: number | undefined;
  radios: CatalystRadio[];
}

/** An RF obstacle: a polyline of at least two points with the loss of one crossing. */
export interface CatalystObstacle {
  /** Cisco's obstacle type as written (`Thick Door`, `Drywall`, …). */
  type: string;
  /** dB lost crossing it once. */
  attenuationDb: number;
  points: FeetPoint[];
}

/** A named coverage area: a polygon of at least three points. */
export interface CatalystCoverageArea {
  name: string;
  points: FeetPoint[];
}

/** A floor with its map, devices and RF model. */
export interface CatalystFloor {
  /** The floor's name, kept unchanged. */
  name: string;
  /** Cisco floor level: 1 is the ground floor, negative levels are basements. */
  level: number | undefined;
  widthFeet: number;
  lengthFeet: number;
  /** Floor-to-floor height in feet. */
  heightFeet: number | undefined;
  /** File name under `images/`, and its type (`PNG`, `JPEG`, `GIF`). */
  image: { name: string; type: string } | undefined;
  accessPoints: CatalystAccessPoint[];
  obstacles: CatalystObstacle[];
  coverageAreas: CatalystCoverageArea[];
}

/** A building and the sites (areas) above it, outermost first. */
export interface CatalystBuilding {
  sitePath: string[];
  name: string;
  latitude: number | undefined;
  longitude: number | undefined;
  floors: CatalystFloor[];
}

/** The hierarchy of one `MapsImportExport.xml`, distances in feet. */
export interface CatalystMaps {
  /** Who wrote it (the root's `source` attribute). */
  source: string | undefined;
  buildings: CatalystBuilding[];
}
