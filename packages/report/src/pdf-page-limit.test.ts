import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { buildReportDocument } from './build-report';
import { writePdf } from './pdf-stream';
import { sampleLayout, sampleReportData } from './testing/sample-report';

function pageCount(bytes: Uint8Array): number {
  const info = execFileSync('pdfinfo', ['-'], { input: bytes, encoding: 'utf8' });
  return Number(/^Pages:\s+(\d+)/m.exec(info)?.[1]);
}

function pdfText(bytes: Uint8Array): string {
  return execFileSync('pdftotext', ['-enc', 'UTF-8', '-', '-'], { input: bytes, encoding: 'utf8' });
}

describe('a page-limited PDF', () => {
  it('keeps the first page only: the cover, without the pages after it', async () => {
    const document = buildReportDocument(sampleReportData(), sampleLayout('de'));
    const whole = await writePdf(document);
    expect(pageCount(whole)).toBeGreaterThan(1);
    const first = await writePdf(document, { pageLimit: 1 });
    expect(pageCount(first)).toBe(1);
    const text = pdfText(first);
    expect(text).toContain('WLAN-Messbericht');
    expect(text).not.toContain('Zusammenfassung');
  });

  it('cuts a section that runs over its first page at the page end, with the running header and footer', async () => {
    const layout = { ...sampleLayout('en'), sections: ['accessPoints' as const] };
    const data = sampleReportData();
    const many = Array.from({ length: 120 }, (_, index) => ({
      ...(data.accessPoints[0] ?? {
        vendor: 'Vendor',
        model: 'Model',
        radioCount: 2,
        channelAndPower: '36',
        heightMeters: 3,
        mounting: 'Ceiling',
      }),
      name: `AP-${String(index).padStart(3, '0')}`,
    }));
    const document = buildReportDocument({ ...data, accessPoints: many }, layout);
    expect(pageCount(await writePdf(document))).toBeGreaterThan(1);
    const first = await writePdf(document, { pageLimit: 1 });
    expect(pageCount(first)).toBe(1);
    const text = pdfText(first);
    expect(text).toContain('AP-000');
    expect(text).not.toContain('AP-119');
    expect(text).toContain('Page 1 of 1');
  });
});
