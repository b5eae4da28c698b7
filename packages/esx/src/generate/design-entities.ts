import type { EsxEntity } from '../model.ts';
import { channelField, entity } from './entities.ts';
import { toPlan, type FloorInfo } from './floors.ts';
import type { Prng } from './prng.ts';
import type { PlannedAp, PlannedRadio } from './radio-plan.ts';

/** Planned (design) entities: APs, their simulated radios (Wi-Fi and BLE) and antenna types. */
export interface DesignEntities {
  accessPoints: EsxEntity[];
  simulatedRadios: EsxEntity[];
  antennaTypes: EsxEntity[];
}

function bandLabel(radio: PlannedRadio | undefined): string {
  if (radio === undefined) {
    return 'BLE';
  }
  return radio.band === 'TWO' ? '2.4GHz' : radio.band === 'FIVE' ? '5GHz' : '6GHz';
}

/** Builds the design side of a project from the planned network. */
export function designEntities(
  aps: PlannedAp[],
  infos: FloorInfo[],
  legacy: boolean,
  ids: Prng,
): DesignEntities {
  const result: DesignEntities = { accessPoints: [], simulatedRadios: [], antennaTypes: [] };
  const antennaIds = new Map<string, string>();
  const antennaFor = (ap: PlannedAp, radio: PlannedRadio | undefined): string => {
    const key = `${ap.model.vendor} ${ap.model.model} ${bandLabel(radio)}`;
    let id = antennaIds.get(key);
    if (id === undefined) {
      id = ids.uuid();
      antennaIds.set(key, id);
      result.antennaTypes.push(
        entity(
          {
            name: key,
            directional: false,
            defaultTiltAngle: 0,
            frequencyBand: radio?.band ?? 'TWO',
            apVendor: ap.model.vendor,
            apModel: ap.model.model,
            radioTechnology: radio === undefined ? 'BLUETOOTH' : 'IEEE802_11',
            defaultMounting: 'CEILING',
            apCoupling: 'INTERNAL_ANTENNA',
            maxGain: radio?.gainDbi ?? 2,
          },
          id,
        ),
      );
    }
    return id;
  };
  for (const ap of aps) {
    const apId = ids.uuid();
    const info = infos[ap.floor] as FloorInfo;
    result.accessPoints.push(
      entity(
        {
          location: { floorPlanId: info.planId, coord: { x: toPlan(ap.x, info), y: toPlan(ap.y, info) } },
          name: ap.name,
          mine: true,
          hidden: false,
          userDefinedPosition: true,
          noteIds: [],
          vendor: ap.model.vendor,
          model: ap.model.model,
          color: '#FFE600',
          tags: [],
        },
        apId,
      ),
    );
    for (const radio of ap.radios) {
      result.simulatedRadios.push(
        entity(
          {
            accessPointId: apId,
            accessPointIndex: radio.slot,
            radioTechnology: 'IEEE802_11',
            enabled: radio.enabled,
            transmitPower: radio.txPowerDbm,
            ...channelField(radio.channelsMhz, legacy),
            antennaTypeId: antennaFor(ap, radio),
            antennaDirection: 0,
            antennaTilt: 0,
            antennaHeight: ap.heightMeters,
            antennaMounting: 'CEILING',
            technology: ap.model.technology,
            spatialStreamCount: ap.model.spatialStreams,
            shortGuardInterval: true,
            greenfield: false,
            defaultAntennas: [],
          },
          ids.uuid(),
        ),
      );
    }
    if (ap.model.ble) {
      result.simulatedRadios.push(
        entity(
          {
            accessPointId: apId,
            accessPointIndex: ap.radios.length,
            radioTechnology: 'BLUETOOTH',
            enabled: true,
            transmitPower: 0,
            antennaTypeId: antennaFor(ap, undefined),
            antennaHeight: ap.heightMeters,
            antennaMounting: 'CEILING',
            defaultAntennas: [],
          },
          ids.uuid(),
        ),
      );
    }
  }
  return result;
}
