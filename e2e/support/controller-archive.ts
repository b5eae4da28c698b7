import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Writes the esx package's campus map archive fixture (three floors, an AP with two radios, obstacles, a
 * coverage area) as a tar.gz to a temp file and returns its path; tsx runs the package's TypeScript.
 */
export function writeCampusArchive(fileName = 'campus.tar.gz'): string {
  const file = join(mkdtempSync(join(tmpdir(), 'airlens-e2e-archive-')), fileName);
  const script = [
    "import { writeFileSync } from 'node:fs';",
    "import { campusMembers, tarGz } from '@airlens/esx/controller-archive-fixtures';",
    `writeFileSync(${JSON.stringify(file)}, tarGz(campusMembers()));`,
  ].join('\n');
  execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { stdio: 'pipe' });
  return file;
}
