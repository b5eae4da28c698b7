import type { FrequencyBand } from '@airlens/domain';
import type { PngImage, ReportFloor } from '../report-data';
import { RESERVED_CHARACTERS, decodeCall, type CommandCall } from './template-commands';
import { resolveTag, type ContextNode } from './template-context';

/** Airlens's heatmap for each of Ekahau's visualisation names ('plan': the floor plan with its APs). */
const VISUALIZATIONS: Readonly<Record<string, string>> = {
  'signal-strength': 'primary-coverage',
  signal: 'primary-coverage',
  coverage: 'primary-coverage',
  'primary-coverage': 'primary-coverage',
  'secondary-signal-strength': 'secondary-coverage',
  'secondary-coverage': 'secondary-coverage',
  'signal-to-noise-ratio': 'snr',
  snr: 'snr',
  'channel-interference': 'channel-interference',
  'channel-overlap': 'channel-interference',
  'network-health': 'network-health',
  'network-issues': 'network-health',
  requirements: 'network-health',
  'data-rate': 'data-rate',
  throughput: 'throughput',
  map: 'plan',
  'floor-plan': 'plan',
  floorplan: 'plan',
  'map-image': 'plan',
  'access-points': 'plan',
  none: 'plan',
};

/** The heatmap type (or 'plan') an Ekahau visualisation tag asks for; null for one Airlens cannot draw. */
export function visualizationOf(options: Record<string, unknown>): string | null {
  const type = typeof options.type === 'string' ? options.type.toLowerCase() : 'map';
  return VISUALIZATIONS[type] ?? null;
}

/** The band a visualisation tag names ("band": "5", "2.4 GHz" …, also inside "filter"); null: any. */
export function bandOf(options: Record<string, unknown>): FrequencyBand | null {
  const filter = typeof options.filter === 'object' && options.filter !== null ? options.filter : {};
  const raw = options.band ?? options['frequency-band'] ?? (filter as Record<string, unknown>).band;
  const text = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw : '';
  if (/^2[.,]?4/.test(text)) {
    return 'TWO';
  }
  if (/^5/.test(text)) {
    return 'FIVE';
  }
  if (/^6/.test(text)) {
    return 'SIX';
  }
  return null;
}

/** A picture for the library: its size in centimetres, the PNG bytes. */
interface LibraryImage {
  width: number;
  height: number;
  data: Uint8Array;
  extension: '.png';
}

const IMAGE_WIDTH_CM = 16;

function imageOf(floor: ReportFloor | null, options: Record<string, unknown>): LibraryImage | null {
  const kind = visualizationOf(options);
  if (floor === null || kind === null) {
    return null;
  }
  let image: PngImage | null = floor.plan;
  if (kind !== 'plan') {
    const band = bandOf(options);
    image =
      floor.heatmaps.find(
        (heatmap) => heatmap.visualization === kind && (band === null || heatmap.band === band),
      )?.image ?? null;
  }
  if (image === null) {
    return null;
  }
  return {
    width: IMAGE_WIDTH_CM,
    height: (IMAGE_WIDTH_CM * image.heightPx) / Math.max(1, image.widthPx),
    data: image.png,
    extension: '.png',
  };
}

function objectOf(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

function conditionsOf(value: unknown): Record<string, unknown>[] {
  if (Array.isArray(value)) {
    return value.map(objectOf);
  }
  return Object.entries(objectOf(value)).map(([key, item]) => ({ [key]: item }));
}

/** Whether every condition of an Ekahau `if` holds in a context (unknown conditions do not). */
export function testCondition(context: ContextNode, condition: Record<string, unknown>): boolean {
  return Object.entries(condition).every(([key, value]) => {
    switch (key) {
      case 'and':
        return conditionsOf(value).every((sub) => testCondition(context, sub));
      case 'or':
        return conditionsOf(value).some((sub) => testCondition(context, sub));
      case 'not':
        return !testCondition(context, objectOf(value));
      case 'has-signals':
      case 'has-surveys':
        return context.children('surveys').length > 0 || context.type === 'survey';
      case 'has-access-points':
      case 'has-aps':
        return context.children('access-points').length > 0;
      case 'has-areas':
        return context.children('areas').length > 0;
      default:
        return false;
    }
  });
}

/**
 * The items of a loop its filter keeps ("filter": {"band": "5"}, or the same keys beside "type"): a key is
 * compared with the item's value of that data tag; keys an item has no value for do not filter.
 */
export function filterItems(items: ContextNode[], options: Record<string, unknown>): ContextNode[] {
  const filter = { ...options, ...objectOf(options.filter) };
  const checks = Object.entries(filter).filter(
    ([key, value]) =>
      key !== 'type' && key !== 'filter' && (typeof value === 'string' || typeof value === 'number'),
  );
  return items.filter((item) =>
    checks.every(([key, value]) => {
      const actual = resolveTag(item, key);
      if (actual === '') {
        return true;
      }
      if (key === 'band') {
        return bandOf({ band: actual }) === bandOf({ band: value });
      }
      return actual.toLowerCase() === String(value).trim().toLowerCase();
    }),
  );
}

/** Outside a floor loop, the floor a visualisation names ("floor": "Level 2"), if any. */
function namedFloor(root: ContextNode, options: Record<string, unknown>): ReportFloor | null {
  const name = options.floor ?? options['floor-name'] ?? options.map;
  if (typeof name !== 'string') {
    return null;
  }
  const wanted = name.trim().toLowerCase();
  return (
    root.children('floors').find((item) => item.floor?.name.trim().toLowerCase() === wanted)?.floor ?? null
  );
}

/** The context a command runs in: its loop variable's item, or the project at the top. */
function contextOf(call: CommandCall, sandbox: Record<string, unknown>, root: ContextNode): ContextNode {
  if (call.ctx === null) {
    return root;
  }
  const item = sandbox[`$${call.ctx}`];
  return typeof item === 'object' && item !== null && 'values' in item ? (item as ContextNode) : root;
}

/** Evaluates one command of the normalised template against the context tree. */
export function evaluateCommand(code: string, sandbox: Record<string, unknown>, root: ContextNode): unknown {
  const call = decodeCall(code);
  if (call === null) {
    return '';
  }
  const context = contextOf(call, sandbox, root);
  switch (call.op) {
    case 'children':
      return filterItems(context.children(call.loopType), call.options);
    case 'tag':
      return resolveTag(context, call.name).replace(RESERVED_CHARACTERS, '');
    case 'if':
      return testCondition(context, call.condition) !== call.negate;
    case 'image':
      return imageOf(context.floor ?? namedFloor(root, call.options), call.options);
    case 'kpi': {
      const name = call.options.name ?? call.options.type;
      return typeof name === 'string' ? context.kpi(name, bandOf(call.options)) : '';
    }
  }
}
