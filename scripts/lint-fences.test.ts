// The layer fences are ESLint rules, so a violation fails the build: each fixture below breaks one rule,
// and ESLint (with the project's own configuration) must report exactly that rule.
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

// The fences need no type information; the fixtures exist only in memory, where the type-aware project
// service cannot find them, so type-checked rules are switched off for this run.
const eslint = new ESLint({
  cwd: new URL('..', import.meta.url).pathname,
  overrideConfig: [{ files: ['**/*.{ts,tsx}'], ...tseslint.configs.disableTypeChecked }],
});

async function rulesReported(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((message) => message.ruleId ?? `fatal: ${message.message}`);
}

const FIXTURES: { fence: string; filePath: string; code: string; rule: string }[] = [
  {
    fence: 'packages import nothing from apps',
    filePath: 'packages/domain/src/fence-fixture.ts',
    code: "import { buildApp } from '../../../apps/server/src/app';\nexport const app = buildApp;\n",
    rule: 'no-restricted-imports',
  },
  {
    fence: 'packages stay free of I/O',
    filePath: 'packages/heatmap/src/fence-fixture.ts',
    code: "import { readFileSync } from 'node:fs';\nexport const read = readFileSync;\n",
    rule: 'no-restricted-imports',
  },
  {
    fence: 'a web feature never imports another feature',
    filePath: 'apps/web/src/features/sharing/fence-fixture.ts',
    code: "import { useProjectUsers } from '@/features/insights/api/insights-schemas';\nexport const use = useProjectUsers;\n",
    rule: 'no-restricted-imports',
  },
  {
    fence: 'nothing imports the web app composition layer',
    filePath: 'apps/web/src/components/fence-fixture.ts',
    code: "import { App } from '@/app/app';\nexport const app = App;\n",
    rule: 'no-restricted-imports',
  },
  {
    fence: 'only repositories touch the database driver',
    filePath: 'apps/server/src/features/projects/fence-fixture.service.ts',
    code: "import pg from 'pg';\nexport const pool = pg.Pool;\n",
    rule: 'no-restricted-imports',
  },
  {
    fence: 'a server feature reaches another only through its index.ts or its services',
    filePath: 'apps/server/src/features/sharing/fence-example.ts',
    code: "import { listMembers } from '../projects/projects.repo';\nexport const members = listMembers;\n",
    rule: 'import-x/no-restricted-paths',
  },
  {
    // http/errors.ts is imported by the access module; making it import access back closes a circle.
    fence: 'no import cycles',
    filePath: 'apps/server/src/http/errors.ts',
    code: "import { assertProjectPermission } from '../features/access';\nexport const check = assertProjectPermission;\n",
    rule: 'import-x/no-cycle',
  },
  {
    fence: 'files stay under 400 lines',
    filePath: 'apps/server/src/features/projects/fence-fixture.ts',
    code:
      Array.from({ length: 401 }, (_, index) => `export const value${index} = ${index};`).join('\n') + '\n',
    rule: 'max-lines',
  },
  {
    fence: 'scripts are linted too',
    filePath: 'scripts/fence-fixture.mjs',
    code: 'const unused = 1;\n',
    rule: '@typescript-eslint/no-unused-vars',
  },
];

// The first lint loads the whole configuration (typescript-eslint, plugins): seconds on a busy machine.
describe('lint fences', { timeout: 60_000 }, () => {
  it.each(FIXTURES)('$fence', async ({ filePath, code, rule }) => {
    expect(await rulesReported(filePath, code)).toContain(rule);
  });

  it('lets a feature use another through its entry or its service', async () => {
    expect(
      await rulesReported(
        'apps/server/src/features/sharing/fence-example.ts',
        "import { normalizeEmail } from '../auth';\nimport { getLoadableProject } from '../projects/projects.service';\nexport const uses = [normalizeEmail, getLoadableProject];\n",
      ),
    ).toEqual([]);
  });

  it('reports nothing for a file that keeps every fence', async () => {
    expect(
      await rulesReported(
        'apps/server/src/features/projects/fence-fixture.ts',
        "import { notFound } from '../../http/errors';\nexport const missing = notFound;\n",
      ),
    ).toEqual([]);
  });
});
