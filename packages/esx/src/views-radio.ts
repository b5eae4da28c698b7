import {
  bandOfChannelNumbers,
  bandOfFrequency,
  channelOfFrequency,
  frequencyOfChannel,
  type EsxBand,
} from './channels.ts';
import type { z } from 'zod';
import type {
  EsxAccessPoint,
  EsxAntenna,
  EsxAntennaPlane,
  EsxChannelInfo,
  EsxMeasuredRadio,
  EsxMeasurement,
  EsxSimulatedRadio,
} from './model.ts';
import {
  accessPointSchema,
  antennaTypeSchema,
  measuredRadioSchema,
  measurementSchema,
  simulatedRadioSchema,
} from './schemas.ts';
import type { ViewContext } from './views-context.ts';
import { asBand } from './views-plan.ts';

/**
 * Channel facts from either schema generation: `channelByCenterFrequencyDefinedNarrowChannels` (MHz,
 * AI Pro 11.x) wins over the legacy `channel` list of IEEE numbers.
 */
export function channelInfo(
  centerFrequencies: number[] | undefined,
  channelNumbers: number[] | undefined,
  bandHint: EsxBand | undefined,
): EsxChannelInfo {
  if (centerFrequencies !== undefined && centerFrequencies.length > 0) {
    const band = bandOfFrequency(centerFrequencies[0] as number) ?? bandHint;
    const channels = centerFrequencies.map(channelOfFrequency);
    return {
      band,
      channels,
      centerFrequenciesMhz: [...centerFrequencies],
      primaryChannel: channels[0],
      channelWidthMhz: 20 * centerFrequencies.length,
    };
  }
  if (channelNumbers !== undefined && channelNumbers.length > 0) {
    const band = bandOfChannelNumbers(channelNumbers, bandHint);
    const frequencies =
      band === undefined ? [] : channelNumbers.map((channel) => frequencyOfChannel(band, channel));
    return {
      band,
      channels: [...channelNumbers],
      centerFrequenciesMhz: frequencies,
      primaryChannel: channelNumbers[0],
      channelWidthMhz: 20 * channelNumbers.length,
    };
  }
  return {
    band: bandHint,
    channels: [],
    centerFrequenciesMhz: [],
    primaryChannel: undefined,
    channelWidthMhz: undefined,
  };
}

/** Access points; a location on a missing floor plan is dropped with a warning. */
export function buildAccessPoints(context: ViewContext, floorPlanIds: Set<string>): EsxAccessPoint[] {
  return context.parseAll('accessPoints', accessPointSchema).map((ap) => {
    let location: EsxAccessPoint['location'];
    if (ap.location !== undefined) {
      if (floorPlanIds.has(ap.location.floorPlanId)) {
        location = { floorPlanId: ap.location.floorPlanId, x: ap.location.coord.x, y: ap.location.coord.y };
      } else {
        context.warn(
          `Access point "${ap.name ?? ap.id}" is placed on a missing floor plan; its position was ignored.`,
        );
      }
    }
    return {
      id: ap.id,
      name: ap.name ?? '',
      vendor: ap.vendor,
      model: ap.model,
      mine: ap.mine ?? false,
      hidden: ap.hidden ?? false,
      color: ap.color,
      location,
    };
  });
}

type AntennaTypeEntity = z.infer<typeof antennaTypeSchema>;

function planeOf(plane: NonNullable<AntennaTypeEntity['hplane']>): EsxAntennaPlane {
  return {
    alignmentDegrees: plane.alignmentAngle ?? 0,
    gains: plane.gains.map((sample) => ({ angleDegrees: sample.angle, gainDbi: sample.gain })),
  };
}

/** Both cuts of an antenna type's pattern, or undefined when either is missing (then the radio is omni). */
function patternOf(antenna: AntennaTypeEntity | undefined): EsxAntenna['pattern'] {
  if (antenna?.hplane === undefined || antenna.eplane === undefined) {
    return undefined;
  }
  return { hplane: planeOf(antenna.hplane), eplane: planeOf(antenna.eplane) };
}

/** Planned radios with antenna details resolved from `antennaTypes`. */
export function buildSimulatedRadios(context: ViewContext, accessPointIds: Set<string>): EsxSimulatedRadio[] {
  const antennas = new Map(
    context.parseAll('antennaTypes', antennaTypeSchema).map((antenna) => [antenna.id, antenna]),
  );
  const radios: EsxSimulatedRadio[] = [];
  for (const radio of context.parseAll('simulatedRadios', simulatedRadioSchema)) {
    if (!accessPointIds.has(radio.accessPointId)) {
      context.warn(`Radio ${radio.id} belongs to a missing access point and was skipped.`);
      continue;
    }
    const antenna = radio.antennaTypeId === undefined ? undefined : antennas.get(radio.antennaTypeId);
    radios.push({
      id: radio.id,
      accessPointId: radio.accessPointId,
      radioIndex: radio.accessPointIndex,
      radioTechnology: radio.radioTechnology ?? 'IEEE802_11',
      enabled: radio.enabled ?? true,
      transmitPowerDbm: radio.transmitPower,
      technology: radio.technology,
      ...channelInfo(
        radio.channelByCenterFrequencyDefinedNarrowChannels,
        radio.channel,
        asBand(antenna?.frequencyBand),
      ),
      antenna: {
        antennaTypeId: radio.antennaTypeId,
        name: antenna?.name,
        heightMeters: radio.antennaHeight,
        directionDegrees: radio.antennaDirection,
        tiltDegrees: radio.antennaTilt,
        mounting: radio.antennaMounting,
        maxGainDbi: antenna?.maxGain,
        isDirectional: antenna?.directional,
        pattern: patternOf(antenna),
      },
    });
  }
  return radios;
}

/** Normalises a BSSID to lower-case colon-separated form. */
export function normalizeBssid(mac: string): string {
  const hex = mac.toLowerCase().replace(/[^0-9a-f]/g, '');
  if (hex.length !== 12) {
    return mac.toLowerCase();
  }
  return hex.match(/../g)?.join(':') ?? mac.toLowerCase();
}

/** Measured radios and measurements, each measurement linked to its radio and access point. */
export function buildMeasurements(
  context: ViewContext,
  accessPointIds: Set<string>,
): { measuredRadios: EsxMeasuredRadio[]; measurements: EsxMeasurement[] } {
  const measuredRadios: EsxMeasuredRadio[] = [];
  const radioOfMeasurement = new Map<string, EsxMeasuredRadio>();
  for (const radio of context.parseAll('measuredRadios', measuredRadioSchema)) {
    if (!accessPointIds.has(radio.accessPointId)) {
      context.warn(`Measured radio ${radio.id} belongs to a missing access point and was skipped.`);
      continue;
    }
    const view = {
      id: radio.id,
      accessPointId: radio.accessPointId,
      measurementIds: radio.accessPointMeasurementIds ?? [],
    };
    measuredRadios.push(view);
    for (const measurementId of view.measurementIds) {
      radioOfMeasurement.set(measurementId, view);
    }
  }
  const measurements = context
    .parseAll('accessPointMeasurements', measurementSchema)
    .map((measurement): EsxMeasurement => {
      const radio = radioOfMeasurement.get(measurement.id);
      const technologies = measurement.technologies ?? [];
      // Legacy channel numbers cannot tell 6 GHz from 2.4 GHz; an 802.11ax-only 6E BSS lists neither B/G nor A.
      const hint =
        measurement.channel !== undefined &&
        technologies.includes('AX') &&
        !technologies.some((t) => t === 'A' || t === 'B' || t === 'G' || t === 'N' || t === 'AC')
          ? 'SIX'
          : undefined;
      return {
        id: measurement.id,
        bssid: normalizeBssid(measurement.mac),
        ssid: measurement.ssid ?? '',
        technologies,
        security: measurement.security,
        radioId: radio?.id,
        accessPointId: radio?.accessPointId,
        ...channelInfo(measurement.channelByCenterFrequencyDefinedNarrowChannels, measurement.channel, hint),
      };
    });
  return { measuredRadios, measurements };
}
