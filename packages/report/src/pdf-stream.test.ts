import { execFileSync } from 'node:child_process';
import type { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { buildReportDocument } from './build-report';
import { streamPdf, writePdf } from './pdf-stream';
import type { ReportData } from './report-data';
import { sampleLayout, sampleReportData } from './testing/sample-report';
import { noisePng } from './testing/test-pngs';

/** The sample report with eight floors whose plans are 60 kB of noise each: ~0.5 MB of PDF, laid out floor by floor. */
function largeReportData(): ReportData {
  const data = sampleReportData();
  const floor = data.floors[0];
  if (floor === undefined) {
    throw new Error('the sample report has no floor');
  }
  const floors = Array.from({ length: 8 }, (_, index) => ({
    ...floor,
    id: `floor-${index}`,
    name: `Floor ${index}`,
    plan: noisePng(200, 100, index + 1),
  }));
  return { ...data, floors };
}

/** Lets the event loop run `turns` times (timers, I/O and immediates), without measuring any time. */
async function letTheLoopTurn(turns: number): Promise<void> {
  for (let turn = 0; turn < turns; turn++) {
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/** Takes the stream's bytes one chunk per loop turn: a consumer slower than the layout. */
async function readSlowly(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) {
    chunks.push(chunk as Buffer);
    await letTheLoopTurn(1);
  }
  return Buffer.concat(chunks);
}

describe('the PDF stream', () => {
  it('stops laying out while nobody takes its bytes, and resumes for a slow consumer to the last page', async () => {
    const document = buildReportDocument(largeReportData(), sampleLayout('en'));
    const whole = await writePdf(document);
    const stream = await streamPdf(document);
    await letTheLoopTurn(20);
    // Waiting: a high-water mark's worth plus at most the block that filled it, far from the whole file.
    expect(stream.readableLength).toBeGreaterThanOrEqual(stream.readableHighWaterMark);
    expect(stream.readableLength).toBeLessThan(whole.byteLength / 2);
    const bytes = await readSlowly(stream);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = execFileSync('pdftotext', ['-enc', 'UTF-8', '-', '-'], { input: bytes, encoding: 'utf8' });
    expect(text).toContain('Floor 7');
    expect(bytes.byteLength).toBe(whole.byteLength);
  });
});
