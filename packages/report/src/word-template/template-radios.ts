import type { FrequencyBand } from '@airlens/domain';
import type { ReportAccessPoint } from '../report-data';

/** One radio of an access point as the server reads it from the project. */
export interface WordTemplateRadio {
  band: FrequencyBand | null;
  channel: number | null;
  widthMhz: number | null;
  powerDbm: number | null;
  technology: string | null;
  ssids: readonly string[];
  bssids: readonly string[];
}

/** A radio's values as a template prints them ('' where unknown). */
export interface RadioFacts {
  band: string;
  channel: string;
  widthMhz: string;
  powerDbm: string;
  technology: string;
  ssids: readonly string[];
  bssids: readonly string[];
}

const BAND_GHZ: Readonly<Record<FrequencyBand, string>> = { TWO: '2.4', FIVE: '5', SIX: '6' };

function text(value: number | string | null): string {
  return value === null ? '' : String(value);
}

/** Radios read from the inventory's text ("5 GHz ch 36 (20 MHz) 20.0 dBm, …") when no radio rows came. */
function parsedRadios(ap: ReportAccessPoint): RadioFacts[] {
  return ap.channelAndPower
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .map((part) => ({
      band: /([\d.]+)\s*GHz/i.exec(part)?.[1] ?? '',
      channel:
        /ch\s*(\d+)/i.exec(part)?.[1] ??
        /^\s*(\d+)(?![\d.]|\s*(?:MHz|dBm))/.exec(part.replace(/[\d.]+\s*GHz/i, ''))?.[1] ??
        '',
      widthMhz: /(\d+)\s*MHz/i.exec(part)?.[1] ?? '',
      powerDbm: /(-?[\d.]+)\s*dBm/i.exec(part)?.[1] ?? '',
      technology: '',
      ssids: [],
      bssids: [],
    }));
}

/** The radios of an access point: the server's radio rows when it has them, else the inventory's text. */
export function radiosOf(
  ap: ReportAccessPoint,
  radios: ReadonlyMap<string, readonly WordTemplateRadio[]> | undefined,
): RadioFacts[] {
  const rows = radios?.get(ap.name);
  if (rows === undefined) {
    return parsedRadios(ap);
  }
  return rows.map((radio) => ({
    band: radio.band === null ? '' : BAND_GHZ[radio.band],
    channel: text(radio.channel),
    widthMhz: text(radio.widthMhz),
    powerDbm: radio.powerDbm === null ? '' : radio.powerDbm.toFixed(1),
    technology: radio.technology ?? '',
    ssids: radio.ssids,
    bssids: radio.bssids,
  }));
}

/** The networks (SSIDs) of some radios, each once, with the bands it is on. */
export function networksOf(radios: readonly RadioFacts[]): { ssid: string; bands: string }[] {
  const bands = new Map<string, Set<string>>();
  for (const radio of radios) {
    for (const ssid of radio.ssids) {
      const on = bands.get(ssid) ?? new Set<string>();
      if (radio.band !== '') {
        on.add(`${radio.band} GHz`);
      }
      bands.set(ssid, on);
    }
  }
  return [...bands].map(([ssid, on]) => ({ ssid, bands: [...on].join(', ') }));
}
