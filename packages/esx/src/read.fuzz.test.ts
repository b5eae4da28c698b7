import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EsxError } from './errors.ts';
import { generateProject } from './generate/generate.ts';
import { readEsx } from './read.ts';
import { buildTestZip, minimalMembers } from './test-zip.ts';
import { writeEsx } from './write.ts';

/** Runs the reader and fails the property on anything but success or an EsxError. */
function readsOrEsxError(bytes: Uint8Array): boolean {
  try {
    readEsx(bytes, { maxTotalBytes: 64 * 1024 * 1024, maxEntryBytes: 32 * 1024 * 1024 });
    return true;
  } catch (error) {
    if (error instanceof EsxError) {
      expect(error.message.length).toBeGreaterThan(10);
      return true;
    }
    throw error;
  }
}

const valid = writeEsx(
  generateProject({
    floors: 1,
    aps: 3,
    surveys: 1,
    scansPerSurvey: 20,
    seed: 9,
    kind: 'hybrid',
    maxImagePixels: 200,
  }),
);
const stored = writeEsx(
  generateProject({ floors: 1, aps: 2, surveys: 1, scansPerSurvey: 10, seed: 4, maxImagePixels: 100 }),
  { level: 0 },
);

// Generous hang guard: these generate or inflate whole projects and share the machine with other suites.
describe('reader fuzzing: only typed errors, bounded work', { timeout: 30_000 }, () => {
  it('random bytes', () => {
    fc.assert(fc.property(fc.uint8Array({ maxLength: 4096 }), readsOrEsxError), { numRuns: 300 });
  });

  it('random bytes behind a zip signature', () => {
    const arbitrary = fc.uint8Array({ minLength: 22, maxLength: 2048 }).map((bytes) => {
      const out = bytes.slice();
      out.set([0x50, 0x4b, 0x03, 0x04]);
      out.set([0x50, 0x4b, 0x05, 0x06], out.length - 22);
      return out;
    });
    fc.assert(fc.property(arbitrary, readsOrEsxError), { numRuns: 300 });
  });

  it.each([
    ['deflated', valid],
    ['stored', stored],
  ])(
    'mutated valid %s archives (flips, truncation, splices)',
    (_label, base) => {
      const mutation = fc.oneof(
        fc
          .array(fc.tuple(fc.nat(base.length - 1), fc.integer({ min: 0, max: 255 })), {
            minLength: 1,
            maxLength: 12,
          })
          .map((flips) => {
            const out = base.slice();
            for (const [at, value] of flips) {
              out[at] = value;
            }
            return out;
          }),
        fc.nat(base.length).map((length) => base.slice(0, length)),
        fc.tuple(fc.nat(base.length), fc.uint8Array({ minLength: 1, maxLength: 64 })).map(([at, insert]) => {
          const out = new Uint8Array(base.length + insert.length);
          out.set(base.subarray(0, at));
          out.set(insert, at);
          out.set(base.subarray(at), at + insert.length);
          return out;
        }),
      );
      fc.assert(fc.property(mutation, readsOrEsxError), { numRuns: 250 });
    },
    30_000,
  );

  it('arbitrary JSON in the members the product uses', () => {
    const member = fc.constantFrom(
      'floorPlans.json',
      'accessPoints.json',
      'simulatedRadios.json',
      'wallSegments.json',
      'survey-x.json',
      'areas.json',
      'requirements.json',
      'images.json',
      'project.json',
    );
    const entity = fc.dictionary(
      fc.constantFrom(
        'id',
        'name',
        'width',
        'height',
        'metersPerUnit',
        'floorPlanId',
        'location',
        'status',
        'area',
        'wallPoints',
        'wallTypeId',
        'routePoints',
        'wifiTracks',
      ),
      fc.jsonValue({ maxDepth: 3 }),
    );
    const body = fc.oneof(
      fc.record({ wrap: fc.constant(false), value: fc.jsonValue({ maxDepth: 6 }) }),
      fc.record({
        wrap: fc.constant(true),
        value: fc.oneof(fc.jsonValue({ maxDepth: 4 }), fc.array(entity, { maxLength: 4 }), entity),
      }),
    );
    fc.assert(
      fc.property(member, body, (name, { wrap, value }) => {
        const collection = name.startsWith('survey-') ? 'surveys' : name.slice(0, -'.json'.length);
        const document = wrap ? { [collection]: value } : value;
        return readsOrEsxError(buildTestZip(minimalMembers({ [name]: JSON.stringify(document) })));
      }),
      { numRuns: 400 },
    );
  });
});
