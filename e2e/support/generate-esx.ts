import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The shape of a synthetic project for a journey. */
export interface GeneratedProject {
  name: string;
  /** The file's name without `.esx`; the project name by default. */
  fileName?: string;
  seed: number;
  floors?: number;
  aps?: number;
  surveys?: number;
  days?: number;
}

/**
 * Writes a synthetic .esx with the repository's generator CLI (the same one users run) to a temp file and returns
 * its path: the journeys upload real files, not fixtures that could drift from the generator.
 */
export function generateEsxFile({
  name,
  fileName = name.replace(/\W+/g, '-'),
  seed,
  floors = 2,
  aps = 8,
  surveys = 2,
  days = 3,
}: GeneratedProject): string {
  const file = join(mkdtempSync(join(tmpdir(), 'airlens-e2e-esx-')), `${fileName}.esx`);
  const options = { '--floors': floors, '--aps': aps, '--surveys': surveys, '--days': days, '--seed': seed };
  execFileSync(
    process.execPath,
    [
      '--import',
      'tsx',
      'packages/esx/scripts/generate-esx.ts',
      ...Object.entries(options).flatMap(([flag, value]) => [flag, String(value)]),
      '--name',
      name,
      file,
    ],
    { stdio: 'pipe' },
  );
  return file;
}
