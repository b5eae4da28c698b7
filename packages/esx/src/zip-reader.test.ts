import { describe, expect, it } from 'vitest';
import { EsxError, type EsxErrorCode } from './errors.ts';
import { readEsx, readEsxStream } from './read.ts';
import { buildTestZip, minimalMembers } from './test-zip.ts';
import { writeEsx } from './write.ts';

function expectEsxError(run: () => unknown, code: EsxErrorCode, text?: RegExp): EsxError {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(EsxError);
    const esx = error as EsxError;
    expect(esx.code).toBe(code);
    if (text !== undefined) {
      expect(esx.message).toMatch(text);
    }
    return esx;
  }
  throw new Error(`expected EsxError ${code}`);
}

// Generous hang guard: these generate or inflate whole projects and share the machine with other suites.
describe('zip safety', { timeout: 30_000 }, () => {
  it('reads a minimal re-zipped project (flags 0x0800, no data descriptor)', () => {
    const project = readEsx(buildTestZip(minimalMembers()));
    expect(project.meta.name).toBe('Tiny');
    expect(project.floorPlans).toHaveLength(1);
  });

  it('reads Ekahau-style entries with data descriptors (flags 0x0808)', () => {
    const original = readEsx(buildTestZip(minimalMembers()));
    const rewritten = writeEsx(original);
    const view = new DataView(rewritten.buffer, rewritten.byteOffset);
    expect(view.getUint16(6, true)).toBe(0x0808);
    expect(view.getUint32(14, true)).toBe(0);
    expect(readEsx(rewritten).floorPlans).toEqual(original.floorPlans);
  });

  it('reads data descriptors with and without their optional signature, and stored members', () => {
    for (const descriptor of ['signed', 'unsigned'] as const) {
      const members = minimalMembers().map((member) => ({ ...member, descriptor }));
      expect(readEsx(buildTestZip(members)).meta.name).toBe('Tiny');
    }
    const stored = minimalMembers().map((member) => ({
      ...member,
      method: 0,
      descriptor: 'signed' as const,
    }));
    expect(readEsx(buildTestZip(stored)).floorPlans).toHaveLength(1);
  });

  it('reads zip64 central directories and end records', () => {
    const project = readEsx(buildTestZip(minimalMembers(), [], { zip64: true }));
    expect(project.meta.name).toBe('Tiny');
  });

  it('keeps a nested archive as an opaque member and never opens it', () => {
    const inner = buildTestZip([{ name: 'bomb', data: new Uint8Array(4 * 1024 * 1024) }]);
    const project = readEsx(
      buildTestZip([...minimalMembers(), { name: 'inner.esx', data: inner, method: 0 }]),
    );
    expect(project.binaries.get('inner.esx')).toEqual(inner);
  });

  it('reads an archive streamed in chunks and refuses one larger than the limit', async () => {
    const zip = buildTestZip(minimalMembers());
    async function* chunks(): AsyncGenerator<Uint8Array> {
      for (let at = 0; at < zip.length; at += 7) {
        yield zip.subarray(at, at + 7);
        await Promise.resolve();
      }
    }
    expect((await readEsxStream(chunks())).meta.name).toBe('Tiny');
    await expect(readEsxStream(chunks(), { maxArchiveBytes: 100 })).rejects.toMatchObject({
      code: 'LIMIT_EXCEEDED',
    });
  });

  it('rejects a ratio bomb from its declared sizes before inflating', () => {
    const zeros = new Uint8Array(8 * 1024 * 1024);
    const zip = buildTestZip([...minimalMembers(), { name: 'image-bomb', data: zeros }]);
    expectEsxError(() => readEsx(zip), 'ZIP_BOMB', /zip bomb/);
  });

  it('rejects overlapping central-directory entries (full-overlap bomb)', () => {
    const members = minimalMembers();
    const extra = Array.from({ length: 50 }, (_, i) => ({ name: `f${i}`, pointsTo: 2 }));
    expectEsxError(() => readEsx(buildTestZip(members, extra)), 'ZIP_BOMB', /share the same bytes/);
  });

  it('stops a member that inflates past its declared size (liar)', () => {
    const zip = buildTestZip([
      ...minimalMembers(),
      { name: 'notes.json', data: ' '.repeat(4 * 1024 * 1024), declaredSize: 10 },
    ]);
    expectEsxError(() => readEsx(zip), 'ZIP_BOMB', /more than the 10 bytes it declares/);
  });

  it('stops a large streamed member at its declared size, and notices one that is short', () => {
    // Incompressible bytes keep the member above the one-shot size, so it takes the streaming path.
    const noise = new Uint8Array(400 * 1024);
    let state = 7;
    for (let i = 0; i < noise.length; i++) {
      state = (Math.imul(state, 1103515245) + 12345) >>> 0;
      noise[i] = state >>> 24;
    }
    const liar = buildTestZip([
      ...minimalMembers(),
      { name: 'track-x.bin', data: noise, declaredSize: 100 * 1024 },
    ]);
    expectEsxError(() => readEsx(liar), 'ZIP_BOMB', /more than the 100 KB it declares/);
    const short = buildTestZip([
      ...minimalMembers(),
      { name: 'track-x.bin', data: noise, declaredSize: 500 * 1024 },
    ]);
    expectEsxError(() => readEsx(short), 'ZIP_CORRUPT', /shorter than declared/);
    expect(
      readEsx(buildTestZip([...minimalMembers(), { name: 'track-x.bin', data: noise }])).binaries.get(
        'track-x.bin',
      ),
    ).toEqual(noise);
  });

  it('rejects a member shorter than declared', () => {
    const zip = buildTestZip([
      ...minimalMembers(),
      { name: 'notes.json', data: '{"notes":[]}', declaredSize: 5000 },
    ]);
    expectEsxError(() => readEsx(zip), 'ZIP_CORRUPT', /shorter than declared/);
  });

  it.each([
    ['../../../../tmp/x', /path traversal/],
    ['ok/../../x', /path traversal/],
    ['/tmp/x', /absolute path/],
    ['C:/Windows/x', /absolute path/],
    ['..\\..\\win.txt', /backslash/],
    ['a\0b', /NUL/],
  ])('rejects the unsafe name %j', (name, reason) => {
    expectEsxError(
      () => readEsx(buildTestZip([...minimalMembers(), { name, data: 'x' }])),
      'ZIP_UNSAFE_PATH',
      reason,
    );
  });

  it('rejects duplicate names, also when they differ only in case', () => {
    expectEsxError(
      () => readEsx(buildTestZip([...minimalMembers(), { name: 'project.json', data: '{}' }])),
      'ZIP_UNSAFE_PATH',
      /more than once/,
    );
    expectEsxError(
      () => readEsx(buildTestZip([...minimalMembers(), { name: 'Project.JSON', data: '{}' }])),
      'ZIP_UNSAFE_PATH',
      /more than once/,
    );
  });

  it('rejects symlink entries (unix mode 0120777)', () => {
    const link = {
      name: 'link',
      data: '/etc/passwd',
      method: 0,
      versionMadeBy: (3 << 8) | 20,
      externalAttributes: 0o120777 << 16,
    };
    expectEsxError(
      () => readEsx(buildTestZip([...minimalMembers(), link])),
      'ZIP_UNSAFE_PATH',
      /symbolic link/,
    );
  });

  it('rejects truncated archives', () => {
    const zip = buildTestZip(minimalMembers());
    for (const length of [10, 100, zip.length - 30, zip.length - 1]) {
      const error = expectEsxError(
        () => readEsx(zip.subarray(0, length)),
        length === 10 ? 'ZIP_CORRUPT' : 'ZIP_CORRUPT',
      );
      expect(error.message).toMatch(/damaged/);
    }
  });

  it('rejects a CRC mismatch', () => {
    const members = minimalMembers();
    const floorPlans = members.find((member) => member.name === 'floorPlans.json');
    if (floorPlans !== undefined) {
      floorPlans.crc = 0xdeadbeef;
    }
    expectEsxError(
      () => readEsx(buildTestZip(members)),
      'ZIP_CORRUPT',
      /checksum mismatch in "floorPlans.json"/,
    );
  });

  it('rejects corrupt compressed data', () => {
    const zip = buildTestZip(minimalMembers());
    const at = zip.indexOf(0x78, 40) > 0 ? 45 : 45;
    const damaged = zip.slice();
    for (let i = at; i < at + 8; i++) {
      damaged[i] = 0xff;
    }
    const error = expectEsxError(() => readEsx(damaged), 'ZIP_CORRUPT');
    expect(error.message).toMatch(/damaged/);
  });

  it('rejects encrypted and unknown-method members', () => {
    expectEsxError(
      () => readEsx(buildTestZip([...minimalMembers(), { name: 'x', data: 'x', flags: 0x0801 }])),
      'ZIP_UNSUPPORTED',
      /password/,
    );
    expectEsxError(
      () => readEsx(buildTestZip([...minimalMembers(), { name: 'x', data: 'x', method: 12 }])),
      'ZIP_UNSUPPORTED',
      /compression method/,
    );
  });

  it('enforces the entry count and size limits', () => {
    const zip = buildTestZip([
      ...minimalMembers(),
      ...Array.from({ length: 20 }, (_, i) => ({ name: `n${i}`, data: 'x' })),
    ]);
    expectEsxError(() => readEsx(zip, { maxEntries: 10 }), 'LIMIT_EXCEEDED', /23 members; the limit is 10/);
    expectEsxError(() => readEsx(zip, { maxEntryBytes: 50 }), 'LIMIT_EXCEEDED', /when unpacked/);
    expectEsxError(() => readEsx(zip, { maxTotalBytes: 200 }), 'LIMIT_EXCEEDED', /unpacks to more than/);
    expectEsxError(() => readEsx(zip, { maxArchiveBytes: 100 }), 'LIMIT_EXCEEDED', /limit/);
  });
});

describe('not an Ekahau project', () => {
  it('rejects non-zip bytes', () => {
    expectEsxError(
      () => readEsx(new TextEncoder().encode('hello, this is not a zip at all')),
      'NOT_EKAHAU',
      /not a zip archive/,
    );
    expectEsxError(() => readEsx(new Uint8Array(0)), 'NOT_EKAHAU');
  });

  it('rejects an Xactimate-style zip of XML with a clear reason', () => {
    const zip = buildTestZip([
      { name: 'XACTDOC.ZIPXML', data: '<XACTDOC/>' },
      { name: 'estimate.xml', data: '<estimate/>' },
    ]);
    expectEsxError(
      () => readEsx(zip),
      'NOT_EKAHAU',
      /not an Ekahau project: it has no project.json or floorPlans.json. It contains XML/,
    );
  });

  it('reports a missing floorPlans.json', () => {
    const zip = buildTestZip(minimalMembers().filter((member) => member.name !== 'floorPlans.json'));
    expectEsxError(() => readEsx(zip), 'MISSING_MEMBER', /no floorPlans.json/);
  });

  it('explains a project re-zipped inside a folder', () => {
    const zip = buildTestZip(
      minimalMembers().map((member) => ({ ...member, name: `My Project/${member.name}` })),
    );
    expectEsxError(() => readEsx(zip), 'NOT_EKAHAU', /inside a folder \("My Project\/"\)/);
  });
});
