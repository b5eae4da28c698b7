// Bundles the server (and the workspace packages it imports as TypeScript) into dist/, so
// production runs plain `node dist/main.js`. npm dependencies stay external in node_modules.
import { build } from 'esbuild';
import { cp, readFile, rm } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const serverDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const distDir = join(serverDir, 'dist');
const manifest = JSON.parse(await readFile(join(serverDir, 'package.json'), 'utf8'));
// The workspace packages are bundled, but not their npm dependencies: pdfkit, for one, loads its fonts through
// its package.json "imports" (#standard-fonts/*), which only resolve from inside node_modules/pdfkit.
const workspaceManifests = await Promise.all(
  Object.keys({ ...manifest.dependencies })
    .filter((name) => name.startsWith('@airlens/'))
    .map(async (name) => {
      const path = join(serverDir, '../../packages', name.slice('@airlens/'.length), 'package.json');
      return existsSync(path) ? JSON.parse(await readFile(path, 'utf8')) : {};
    }),
);
const external = [
  ...new Set(
    [manifest, ...workspaceManifests]
      .flatMap((item) => Object.keys({ ...item.dependencies }))
      .filter((name) => !name.startsWith('@airlens/')),
  ),
];

// Worker entry points (heatmap and auto-plan threads, the import worker process) need files of their own next to main.js.
const entryPoints = { main: join(serverDir, 'src/main.ts') };
for (const [name, path] of Object.entries({
  'heatmap-worker': join(serverDir, 'src/features/heatmaps/heatmap-worker.ts'),
  'import-worker': join(serverDir, 'src/features/uploads/import-worker.ts'),
  'auto-plan-worker': join(serverDir, 'src/features/design/auto-plan-worker.ts'),
  // `node apps/server/dist/migrate-cli.js`: migrations without starting a server, where tsx is absent (the image).
  'migrate-cli': join(serverDir, 'src/db/migrate-cli.ts'),
})) {
  if (existsSync(path)) {
    entryPoints[name] = path;
  }
}

await rm(distDir, { recursive: true, force: true });
await build({
  entryPoints,
  outdir: distDir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: [...external, ...external.map((name) => `${name}/*`)],
  // Bundled ESM still meets CommonJS dependencies that call require().
  banner: {
    js: "import { createRequire as __airlensCreateRequire } from 'node:module'; const require = __airlensCreateRequire(import.meta.url);",
  },
  logLevel: 'warning',
});
await cp(join(serverDir, 'src/db/migrations'), join(distDir, 'migrations'), { recursive: true });
await cp(join(serverDir, 'src/features/places/gazetteer'), join(distDir, 'gazetteer'), { recursive: true });
process.stdout.write(`server built: ${Object.keys(entryPoints).join(', ')} → ${distDir}\n`);
