/**
 * Which package the bytes of built JavaScript come from, read from the build's (hidden) source maps: every
 * mapped segment of the output is credited to its source's package, and each package's segments are gzipped
 * together. An approximation (gzip of parts is not a part of the gzip), good enough to see what a page carries.
 */
import { existsSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

function decodeVlq(segment: string): number[] {
  const values: number[] = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    let digit = BASE64.indexOf(char);
    const hasMore = (digit & 32) !== 0;
    digit &= 31;
    value += digit << shift;
    if (hasMore) {
      shift += 5;
    } else {
      values.push(value & 1 ? -(value >> 1) : value >> 1);
      value = 0;
      shift = 0;
    }
  }
  return values;
}

/** The group a source path belongs to: a library by its package name (MUI with its styling engine), else the app. */
function groupOf(source: string): string {
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(source);
  if (match === null) {
    return 'app (src, packages)';
  }
  const name = match[1] ?? source;
  if (/^@mui\/|^@emotion\/|^(stylis|react-is|clsx|@babel\/runtime|hoist-non-react-statics)$/.test(name)) {
    return 'MUI + emotion';
  }
  if (name === 'scheduler') {
    return 'react-dom';
  }
  if (name.startsWith('@hookform/')) {
    return 'react-hook-form';
  }
  if (name.startsWith('@tanstack/')) {
    return 'TanStack Query';
  }
  return name;
}

/** Adds the output text of `jsPath` to `groups` by source package (files without a map count as "unmapped"). */
function attributeFile(jsPath: string, groups: Map<string, string[]>): void {
  const code = readFileSync(jsPath, 'utf8');
  const add = (group: string, text: string) => {
    const list = groups.get(group) ?? [];
    list.push(text);
    groups.set(group, list);
  };
  if (!existsSync(`${jsPath}.map`)) {
    add('unmapped', code);
    return;
  }
  const map = JSON.parse(readFileSync(`${jsPath}.map`, 'utf8')) as { sources: string[]; mappings: string };
  const lines = code.split('\n');
  let sourceIndex = 0;
  map.mappings.split(';').forEach((lineMappings, lineIndex) => {
    const text = lines[lineIndex] ?? '';
    const segments: { column: number; source: number | null }[] = [];
    let column = 0;
    for (const segment of lineMappings.split(',')) {
      if (segment === '') {
        continue;
      }
      const values = decodeVlq(segment);
      column += values[0] ?? 0;
      if (values.length > 1) {
        sourceIndex += values[1] ?? 0;
        segments.push({ column, source: sourceIndex });
      } else {
        segments.push({ column, source: null });
      }
    }
    segments.forEach((segment, index) => {
      const end = segments[index + 1]?.column ?? text.length;
      const source = segment.source === null ? null : map.sources[segment.source];
      add(
        source === null || source === undefined ? 'unmapped' : groupOf(source),
        text.slice(segment.column, end),
      );
    });
  });
}

/** kB gzip (level 9) per source group over `jsPaths`, largest first. */
export function gzipKbByPackage(jsPaths: string[]): Record<string, number> {
  const groups = new Map<string, string[]>();
  for (const path of jsPaths) {
    attributeFile(path, groups);
  }
  const sizes = [...groups.entries()].map(
    ([group, texts]) => [group, gzipSync(texts.join(''), { level: 9 }).length / 1024] as const,
  );
  return Object.fromEntries(
    sizes.sort((a, b) => b[1] - a[1]).map(([group, kb]) => [group, Math.round(kb * 10) / 10]),
  );
}
