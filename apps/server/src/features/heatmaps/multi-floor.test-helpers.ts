import { randomUUID } from 'node:crypto';
import { generateProject, type EsxEntity, type EsxProject } from '@airlens/esx';

// Two-floor samples for the multi-floor heatmaps (issue #18), imported by *.test.ts files only.

/**
 * The Fortinet FortiAP-831F 5 GHz antenna type as Ekahau Pro 10.4 stores it in the public two-floor project of
 * theantmich/EkahauAutomation (`project/antennaTypes.json`): dBi every 5°, H-plane aligned at 0°, E-plane at 90°
 * (0° straight down), no maxGain.
 */
export const FORTIAP_831F_5GHZ = {
  hplane: [
    1.57, 1.53, 1.49, 1.44, 1.4, 1.36, 1.32, 1.15, 1.01, 0.86, 0.7, 0.55, 0.39, 0.74, 1.08, 1.43, 1.77, 2.11,
    2.46, 2.21, 1.96, 1.7, 1.45, 1.2, 0.95, 0.94, 0.93, 0.92, 0.91, 0.9, 0.89, 1.18, 1.47, 1.76, 2.04, 2.34,
    2.63, 2.29, 1.95, 1.61, 1.27, 0.93, 0.6, 0.52, 0.45, 0.38, 0.31, 0.24, 0.17, 0.31, 0.44, 0.57, 0.72, 0.86,
    1.0, 1.27, 1.54, 1.81, 2.08, 2.35, 2.62, 1.93, 1.24, 0.56, -0.13, -0.81, -1.5, -0.99, -0.47, 0.04, 0.55,
    1.06,
  ],
  eplane: [
    1.56, 1.63, 1.7, 1.77, 1.84, 1.91, 1.98, 2.59, 3.19, 3.79, 4.38, 4.99, 5.6, 5.07, 4.55, 4.03, 3.5, 2.98,
    2.46, 1.64, 0.83, 0.01, -0.81, -1.62, -2.44, -3.21, -3.99, -4.76, -5.54, -6.31, -7.09, -7.81, -8.53,
    -9.25, -9.98, -10.69, -11.41, -10.57, -9.73, -8.87, -8.03, -7.18, -6.34, -5.98, -5.62, -5.26, -4.91,
    -4.55, -4.2, -3.32, -2.46, -1.6, -0.73, 0.13, 1.0, 1.81, 2.63, 3.44, 4.26, 5.07, 5.89, 5.15, 4.41, 3.66,
    2.92, 2.18, 1.44, 1.46, 1.48, 1.5, 1.52, 1.54,
  ],
};

function cut(alignmentAngle: number, gains: readonly number[]) {
  return { alignmentAngle, gains: gains.map((gain, k) => ({ angle: k * 5.0, gain })) };
}

/** Whether a raw radio is a 5 GHz Wi-Fi radio: its antenna type names the band (legacy channel numbers do not). */
function is5GhzRadio(radio: EsxEntity, fiveGhzTypes: ReadonlySet<unknown>): boolean {
  return radio.radioTechnology === 'IEEE802_11' && fiveGhzTypes.has(radio.antennaTypeId);
}

/**
 * A generated Ekahau Pro 10.4 (schema 1.5.0, `channel` numbers) two-floor design built like that public project:
 * the default "Office (US)" floor type (30 dB/m) under 2.5 m floors with 0.5 m slabs, every 5 GHz radio on the
 * FortiAP-831F 5 GHz antenna type at 2.4 m. With `hasPattern` false the antenna type carries its gain only (3 dBi,
 * the import's omni default) and the project gets an id of its own, so both import side by side.
 */
export function ekahau1040Sample(hasPattern = true): EsxProject {
  const project = generateProject({ kind: 'simulated', floors: 2, aps: 10, schema: 'legacy', seed: 1040 });
  if (!hasPattern) {
    const meta = project.collections.get('project')?.[0];
    if (meta === undefined) {
      throw new Error('a project entity expected');
    }
    meta.id = randomUUID();
  }
  const floorTypeId = randomUUID();
  const antennaTypeId = randomUUID();
  const collections = project.collections;
  collections.set('floorTypes', [
    {
      name: 'Office (US)',
      key: 'FloorTypes.OfficeUS',
      isDefault: true,
      propagationProperties: (['TWO', 'FIVE', 'SIX'] as const).map((band) => ({
        band,
        attenuationFactor: 30.0,
      })),
      id: floorTypeId,
      status: 'CREATED',
    },
  ]);
  for (const floor of collections.get('buildingFloors') ?? []) {
    Object.assign(floor, { floorTypeId, height: 2.5, thickness: 0.5 });
  }
  const fiveGhzTypes = new Set(
    (collections.get('antennaTypes') ?? [])
      .filter((type) => type.frequencyBand === 'FIVE')
      .map((type) => type.id),
  );
  collections.set('antennaTypes', [
    ...(collections.get('antennaTypes') ?? []),
    {
      name: 'Fortinet FortiAP-831F 5GHz',
      directional: false,
      defaultTiltAngle: 0.0,
      frequencyBand: 'FIVE',
      apVendor: 'Fortinet',
      apModel: 'FortiAP-831F',
      ...(hasPattern
        ? { hplane: cut(0.0, FORTIAP_831F_5GHZ.hplane), eplane: cut(90.0, FORTIAP_831F_5GHZ.eplane) }
        : { maxGain: 3.0 }),
      radioTechnology: 'IEEE802_11',
      defaultMounting: 'CEILING',
      apCoupling: 'INTERNAL_ANTENNA',
      id: antennaTypeId,
      status: 'CREATED',
    },
  ]);
  for (const radio of collections.get('simulatedRadios') ?? []) {
    if (is5GhzRadio(radio, fiveGhzTypes)) {
      Object.assign(radio, { antennaTypeId, antennaHeight: 2.4, antennaDirection: 0.0, antennaTilt: 0.0 });
    }
  }
  return project;
}
