import type { JsonValue } from './json.ts';

/**
 * Fields Ekahau stores as integers. Every other whole number is written with `.0`, as Ekahau's Gson
 * writer does for doubles (one writer reports Ekahau's parser needs it).
 */
const INTEGER_KEYS = new Set([
  'accessPointIndex',
  'floorNumber',
  'channel',
  'channelByCenterFrequencyDefinedNarrowChannels',
  'time',
  'duration',
  'startTime',
  'endTime',
  'legacyId',
  'spatialStreamCount',
  'spatialStreams',
  'packetSize',
  'deviceCount',
  'keybindNumber',
  'mimoTxChains',
  'mimoRxChains',
  'numberOfSsids',
  'maxAssociatedClientsAmount',
  'channelWaitTime',
  'projectVersion',
]);

function formatNumber(value: number, isInteger: boolean): string {
  if (!Number.isFinite(value)) {
    return 'null';
  }
  const text = String(value);
  if (isInteger && Number.isInteger(value)) {
    return text;
  }
  return /[.eE]/.test(text) ? text : `${text}.0`;
}

function write(value: JsonValue, indent: string, key: string, out: string[]): void {
  if (value === null) {
    out.push('null');
    return;
  }
  if (typeof value === 'number') {
    out.push(formatNumber(value, INTEGER_KEYS.has(key)));
    return;
  }
  if (typeof value === 'string' || typeof value === 'boolean') {
    out.push(JSON.stringify(value));
    return;
  }
  const inner = `${indent}  `;
  if (Array.isArray(value)) {
    if (value.length === 0) {
      out.push('[]');
      return;
    }
    out.push('[\n');
    for (let i = 0; i < value.length; i++) {
      out.push(inner);
      write(value[i] as JsonValue, inner, key, out);
      out.push(i === value.length - 1 ? '\n' : ',\n');
    }
    out.push(`${indent}]`);
    return;
  }
  const keys = Object.keys(value);
  if (keys.length === 0) {
    out.push('{}');
    return;
  }
  out.push('{\n');
  for (let i = 0; i < keys.length; i++) {
    const name = keys[i] as string;
    out.push(`${inner}${JSON.stringify(name)}: `);
    write(value[name] as JsonValue, inner, name, out);
    out.push(i === keys.length - 1 ? '\n' : ',\n');
  }
  out.push(`${indent}}`);
}

/**
 * Serialises a JSON value the way Ekahau does: 2-space indent, `"key": value`, whole doubles with
 * `.0`, integers plain, no trailing newline.
 */
export function stringifyEkahauJson(value: JsonValue): string {
  const out: string[] = [];
  write(value, '', '', out);
  return out.join('');
}
