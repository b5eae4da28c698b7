import { XMLParser, XMLValidator } from 'fast-xml-parser';
import type { EsxBand } from '../channels.ts';
import { ControllerArchiveError } from './errors.ts';
import type { ControllerArchiveLimits } from './limits.ts';
import type {
  CatalystAccessPoint,
  CatalystBuilding,
  CatalystFloor,
  CatalystMaps,
  CatalystRadio,
  FeetPoint,
} from './model.ts';
import { assertDepth, attrOf, childrenOf, numberOf, type XmlNode } from './xml-text.ts';

const METERS_TO_FEET = 1 / 0.3048;
const utf8 = new TextDecoder('utf-8', { fatal: true });

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '',
  removeNSPrefix: true,
  // No entity is ever expanded: a DOCTYPE is refused before parsing, and the five predefined ones are decoded
  // per attribute (xml-text.ts), so no "billion laughs" can grow memory.
  processEntities: false,
  htmlEntities: false,
  parseTagValue: false,
  parseAttributeValue: false,
  ignoreDeclaration: true,
  ignorePiTags: true,
});

function invalid(message: string): ControllerArchiveError {
  return new ControllerArchiveError('INVALID_VALUE', message);
}

/** Feet per unit of the document's `distUnits` (FEET when absent). */
function feetPerUnit(units: string | undefined): number {
  const normalised = (units ?? 'FEET').toUpperCase();
  if (normalised === 'FEET' || normalised === 'FOOT' || normalised === 'FT') {
    return 1;
  }
  if (
    normalised === 'METER' ||
    normalised === 'METERS' ||
    normalised === 'METRE' ||
    normalised === 'METRES'
  ) {
    return METERS_TO_FEET;
  }
  throw invalid(`MapsImportExport.xml uses distUnits="${units ?? ''}"; only FEET and METERS are understood.`);
}

/** The band of a radio from Cisco's interface type, else from its channel number. */
function bandOf(ifType: string, channel: number | undefined): EsxBand | undefined {
  if (/6\s*ghz|6e\b|ax-6|\b6g\b/i.test(ifType)) {
    return 'SIX';
  }
  if (/802\.11a|\ba\/n|5\s*ghz/i.test(ifType)) {
    return 'FIVE';
  }
  if (/802\.11b|802\.11g|b\/g|2\.4/i.test(ifType)) {
    return 'TWO';
  }
  if (channel === undefined) {
    return undefined;
  }
  return channel <= 14 ? 'TWO' : 'FIVE';
}

class Reader {
  private elements = 0;

  constructor(
    private readonly limits: ControllerArchiveLimits,
    private readonly scale: number,
  ) {}

  private count(): void {
    this.elements += 1;
    if (this.elements > this.limits.maxElements) {
      throw new ControllerArchiveError(
        'LIMIT_EXCEEDED',
        `MapsImportExport.xml describes more than ${this.limits.maxElements} floors, access points, obstacles and areas.`,
      );
    }
  }

  /** A length in feet: finite and within the floor-size limit. */
  length(node: XmlNode, what: string, ...names: string[]): number | undefined {
    const value = numberOf(node, what, ...names);
    if (value === undefined) {
      return undefined;
    }
    const feet = value * this.scale;
    if (Math.abs(feet) > this.limits.maxFloorFeet) {
      throw invalid(
        `${what} has ${names[0] ?? 'a length'} ${value}, beyond the ${this.limits.maxFloorFeet} ft limit.`,
      );
    }
    return feet;
  }

  point(node: XmlNode, what: string): FeetPoint {
    const xFeet = this.length(node, what, 'x');
    const yFeet = this.length(node, what, 'y');
    if (xFeet === undefined || yFeet === undefined) {
      throw invalid(`${what} has a point without x and y.`);
    }
    return { xFeet, yFeet };
  }

  radio(node: XmlNode, what: string): CatalystRadio | undefined {
    const ifType = attrOf(node, 'ifType', 'type') ?? '';
    const definition = childrenOf(node, 'ChannelDefinition')[0] ?? {};
    const antenna = childrenOf(node, 'Antenna')[0] ?? {};
    const channel =
      numberOf(definition, what, 'channelNumber') ?? numberOf(node, what, 'channel', 'channelNumber');
    const band = bandOf(ifType, channel);
    if (band === undefined) {
      return undefined;
    }
    const status = attrOf(node, 'adminStatus', 'enabled')?.toUpperCase();
    return {
      band,
      ifType,
      channel,
      channelWidthMhz: numberOf(definition, what, 'channelWidth') ?? numberOf(node, what, 'channelWidth'),
      txPowerDbm: numberOf(node, what, 'txPowerLevel', 'txPower', 'power'),
      enabled: status !== 'DISABLE' && status !== 'DISABLED' && status !== 'FALSE',
      antennaName: attrOf(antenna, 'name') ?? attrOf(node, 'antennaName', 'antenna'),
      antennaGainDbi: numberOf(antenna, what, 'gain') ?? numberOf(node, what, 'antennaGain'),
      azimuthDegrees: numberOf(antenna, what, 'azimuth') ?? numberOf(node, what, 'antennaAzimuth', 'azimuth'),
      elevationDegrees:
        numberOf(antenna, what, 'elevation') ?? numberOf(node, what, 'antennaElevation', 'elevation'),
    };
  }

  accessPoint(node: XmlNode, floorName: string): CatalystAccessPoint {
    this.count();
    const name = attrOf(node, 'name') ?? 'Access point';
    const what = `Access point "${name}" on floor "${floorName}"`;
    const position = childrenOf(node, 'Position')[0] ?? node;
    const { xFeet, yFeet } = this.point(position, what);
    const radios = childrenOf(node, 'Radio')
      .map((radio) => this.radio(radio, what))
      .filter((radio): radio is CatalystRadio => radio !== undefined);
    const mac = attrOf(node, 'macAddress', 'mac', 'ethMac');
    return {
      name,
      model: attrOf(node, 'apModel', 'model', 'type'),
      macAddress: mac?.toLowerCase(),
      xFeet,
      yFeet,
      zFeet: this.length(position, what, 'z', 'height', 'mountingHeight'),
      radios,
    };
  }

  floor(node: XmlNode): CatalystFloor {
    this.count();
    const name = attrOf(node, 'name');
    if (name === undefined) {
      throw invalid('A floor in MapsImportExport.xml has no name.');
    }
    const what = `Floor "${name}"`;
    const dimension = childrenOf(node, 'Dimension')[0];
    const widthFeet = dimension === undefined ? undefined : this.length(dimension, what, 'width');
    const lengthFeet = dimension === undefined ? undefined : this.length(dimension, what, 'length');
    if (widthFeet === undefined || lengthFeet === undefined || widthFeet <= 0 || lengthFeet <= 0) {
      throw invalid(`${what} has no positive Dimension width and length.`);
    }
    const image = childrenOf(node, 'ImageInfo')[0];
    const imageName = image === undefined ? undefined : attrOf(image, 'imageName', 'name');
    const level = numberOf(node, what, 'level', 'floorNumber');
    return {
      name,
      level: level === undefined ? undefined : Math.round(level),
      widthFeet,
      lengthFeet,
      heightFeet: dimension === undefined ? undefined : this.length(dimension, what, 'height'),
      image:
        image === undefined || imageName === undefined
          ? undefined
          : { name: imageName, type: (attrOf(image, 'imageType') ?? '').toUpperCase() },
      accessPoints: [...childrenOf(node, 'PlannedAp'), ...childrenOf(node, 'AccessPoint')].map((ap) =>
        this.accessPoint(ap, name),
      ),
      obstacles: childrenOf(node, 'Obstacle').map((obstacle) => {
        this.count();
        const points = childrenOf(obstacle, 'Point').map((point) =>
          this.point(point, `An obstacle on ${what}`),
        );
        if (points.length < 2) {
          throw invalid(`An obstacle on ${what} has fewer than two points.`);
        }
        const attenuationDb = numberOf(obstacle, `An obstacle on ${what}`, 'attenuation');
        return {
          type: attrOf(obstacle, 'type', 'obstacleType', 'name') ?? 'Obstacle',
          attenuationDb: attenuationDb ?? Number.NaN,
          points,
        };
      }),
      coverageAreas: childrenOf(node, 'CoverageArea').map((area, index) => {
        this.count();
        const points = childrenOf(area, 'Point').map((point) =>
          this.point(point, `A coverage area on ${what}`),
        );
        if (points.length < 3) {
          throw invalid(`A coverage area on ${what} has fewer than three points.`);
        }
        return { name: attrOf(area, 'name') ?? `Coverage area ${index + 1}`, points };
      }),
    };
  }

  building(node: XmlNode, sitePath: string[]): CatalystBuilding {
    const name = attrOf(node, 'name');
    if (name === undefined) {
      throw invalid('A building in MapsImportExport.xml has no name.');
    }
    const civic = childrenOf(node, 'CivicAddress')[0] ?? childrenOf(node, 'GeoLocation')[0] ?? {};
    return {
      sitePath,
      name,
      latitude: numberOf(civic, `Building "${name}"`, 'latitude'),
      longitude: numberOf(civic, `Building "${name}"`, 'longitude'),
      floors: childrenOf(node, 'Floor').map((floor) => this.floor(floor)),
    };
  }

  site(node: XmlNode, parents: string[], into: CatalystBuilding[]): void {
    const path = [...parents, attrOf(node, 'name') ?? 'Site'];
    for (const building of childrenOf(node, 'Building')) {
      into.push(this.building(building, path));
    }
    for (const child of childrenOf(node, 'Site')) {
      this.site(child, path, into);
    }
  }
}

/**
 * The hierarchy of a `MapsImportExport.xml` (root `CiscoUnifiedInterchange`), distances converted to feet.
 * Refuses a DOCTYPE or entity declaration, malformed XML, deep nesting, too many elements and values out of
 * range, each with a message that names the element.
 */
export function readMapsXml(bytes: Uint8Array, limits: ControllerArchiveLimits): CatalystMaps {
  if (bytes.length > limits.maxXmlBytes) {
    throw new ControllerArchiveError(
      'LIMIT_EXCEEDED',
      `MapsImportExport.xml is larger than ${Math.round(limits.maxXmlBytes / 1024 / 1024)} MB.`,
    );
  }
  let xml: string;
  try {
    xml = utf8.decode(bytes);
  } catch {
    throw new ControllerArchiveError('INVALID_XML', 'MapsImportExport.xml is not UTF-8 text.');
  }
  if (/<!DOCTYPE|<!ENTITY/i.test(xml)) {
    throw new ControllerArchiveError(
      'INVALID_XML',
      'MapsImportExport.xml declares a DOCTYPE or entities, which a map archive never needs; it is refused.',
    );
  }
  assertDepth(xml, limits.maxXmlDepth);
  const validation = XMLValidator.validate(xml);
  if (validation !== true) {
    throw new ControllerArchiveError(
      'INVALID_XML',
      `MapsImportExport.xml is not well-formed XML (line ${validation.err.line}: ${validation.err.msg}).`,
    );
  }
  const document = parser.parse(xml) as XmlNode;
  const root = childrenOf(document, 'CiscoUnifiedInterchange')[0];
  if (root === undefined) {
    throw new ControllerArchiveError(
      'INVALID_XML',
      'MapsImportExport.xml has no CiscoUnifiedInterchange root element.',
    );
  }
  const reader = new Reader(limits, feetPerUnit(attrOf(root, 'distUnits')));
  const buildings: CatalystBuilding[] = [];
  for (const maps of childrenOf(root, 'Maps')) {
    for (const site of childrenOf(maps, 'Site')) {
      reader.site(site, [], buildings);
    }
    for (const building of childrenOf(maps, 'Building')) {
      buildings.push(reader.building(building, []));
    }
  }
  if (!buildings.some((building) => building.floors.length > 0)) {
    throw invalid('MapsImportExport.xml describes no floor.');
  }
  return { source: attrOf(root, 'source'), buildings };
}
