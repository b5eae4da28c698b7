import type { CatalystAccessPoint, CatalystFloor, CatalystMaps, FeetPoint } from './model.ts';
import { escapeXml } from './xml-text.ts';

const NS = 'http://importexport.cisco.com/1.0';

function num(value: number): string {
  return String(Math.round(value * 1e6) / 1e6);
}

function attrs(values: Record<string, string | number | undefined>): string {
  return Object.entries(values)
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
    .map(([key, value]) => ` ${key}="${typeof value === 'number' ? num(value) : escapeXml(value)}"`)
    .join('');
}

function points(list: readonly FeetPoint[], indent: string): string[] {
  return list.map((point) => `${indent}<ns0:Point${attrs({ x: point.xFeet, y: point.yFeet })}/>`);
}

function accessPoint(ap: CatalystAccessPoint, indent: string): string[] {
  const lines = [
    `${indent}<ns0:PlannedAp${attrs({ name: ap.name, apModel: ap.model, macAddress: ap.macAddress, x: ap.xFeet, y: ap.yFeet, z: ap.zFeet })}>`,
  ];
  ap.radios.forEach((radio, slot) => {
    lines.push(
      `${indent}  <ns0:Radio${attrs({ slot, ifType: radio.ifType, txPowerLevel: radio.txPowerDbm, adminStatus: radio.enabled ? 'ENABLE' : 'DISABLE' })}>`,
    );
    if (radio.channel !== undefined) {
      lines.push(
        `${indent}    <ns0:ChannelDefinition${attrs({ channelNumber: radio.channel, channelWidth: radio.channelWidthMhz })}/>`,
      );
    }
    lines.push(
      `${indent}    <ns0:Antenna${attrs({ name: radio.antennaName, gain: radio.antennaGainDbi, azimuth: radio.azimuthDegrees, elevation: radio.elevationDegrees })}/>`,
      `${indent}  </ns0:Radio>`,
    );
  });
  lines.push(`${indent}</ns0:PlannedAp>`);
  return lines;
}

function floor(value: CatalystFloor, indent: string): string[] {
  const lines = [
    `${indent}<ns0:Floor${attrs({ name: value.name, level: value.level })}>`,
    `${indent}  <ns0:Dimension${attrs({ width: value.widthFeet, length: value.lengthFeet, height: value.heightFeet, offsetX: 0, offsetY: 0 })}/>`,
  ];
  if (value.image !== undefined) {
    lines.push(
      `${indent}  <ns0:ImageInfo${attrs({ imageName: value.image.name, imageType: value.image.type })}/>`,
    );
  }
  for (const ap of value.accessPoints) {
    lines.push(...accessPoint(ap, `${indent}  `));
  }
  for (const obstacle of value.obstacles) {
    lines.push(
      `${indent}  <ns0:Obstacle${attrs({ type: obstacle.type, attenuation: obstacle.attenuationDb })}>`,
      ...points(obstacle.points, `${indent}    `),
      `${indent}  </ns0:Obstacle>`,
    );
  }
  for (const area of value.coverageAreas) {
    lines.push(
      `${indent}  <ns0:CoverageArea${attrs({ name: area.name })}>`,
      ...points(area.points, `${indent}    `),
      `${indent}  </ns0:CoverageArea>`,
    );
  }
  lines.push(`${indent}</ns0:Floor>`);
  return lines;
}

/**
 * `MapsImportExport.xml` for a hierarchy: root `CiscoUnifiedInterchange` in Cisco's import/export namespace with
 * distUnits="FEET", angleUnits="DEGREE", ssUnits="dBm"; each building inside its own chain of Site elements
 * (its site path), which the reader gathers back by path.
 */
export function writeMapsXml(maps: CatalystMaps, createdMs: number): string {
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<ns0:CiscoUnifiedInterchange xmlns:ns0="${NS}"${attrs({ ver: '1.0', source: maps.source ?? 'Airlens', angleUnits: 'DEGREE', distUnits: 'FEET', ssUnits: 'dBm', createdOn: String(createdMs), lastUpdated: String(createdMs) })}>`,
    '  <ns0:Maps>',
  ];
  for (const building of maps.buildings) {
    let indent = '    ';
    for (const site of building.sitePath) {
      lines.push(`${indent}<ns0:Site${attrs({ name: site })}>`);
      indent += '  ';
    }
    lines.push(`${indent}<ns0:Building${attrs({ name: building.name })}>`);
    if (building.latitude !== undefined && building.longitude !== undefined) {
      lines.push(
        `${indent}  <ns0:CivicAddress${attrs({ latitude: building.latitude, longitude: building.longitude })}/>`,
      );
    }
    for (const value of building.floors) {
      lines.push(...floor(value, `${indent}  `));
    }
    lines.push(`${indent}</ns0:Building>`);
    for (let level = building.sitePath.length - 1; level >= 0; level--) {
      indent = indent.slice(2);
      lines.push(`${indent}</ns0:Site>`);
    }
  }
  lines.push('  </ns0:Maps>', '</ns0:CiscoUnifiedInterchange>', '');
  return lines.join('\n');
}
