import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { buildReportDocument } from './build-report';
import { writeDocx } from './docx-writer';
import { writePdf } from './pdf-stream';
import { FIFTY_CHARACTER_NAME, sampleLayout, sampleReportData } from './testing/sample-report';
import { fitFontSize, toWinAnsi } from './text-fit';

/** The PDF's text as poppler's pdftotext reads it, one line per text line. */
function pdfLines(bytes: Uint8Array): string[] {
  return execFileSync('pdftotext', ['-enc', 'UTF-8', '-', '-'], { input: bytes, encoding: 'utf8' })
    .split('\n')
    .map((line) => line.replace(/\u00a0/g, ' ').trim());
}

/** The number of images pdfimages lists (soft masks are not images of their own). */
function pdfImageCount(bytes: Uint8Array): number {
  const listing = execFileSync('pdfimages', ['-list', '-'], { input: bytes, encoding: 'utf8' })
    .split('\n')
    .slice(2);
  return listing.filter((line) => /\simage\s/.test(line)).length;
}

describe('the PDF writer', () => {
  it('sets the project and every floor name on one line, even 50 characters long', async () => {
    const data = sampleReportData();
    const lines = pdfLines(await writePdf(buildReportDocument(data, sampleLayout('en'))));
    expect(FIFTY_CHARACTER_NAME).toHaveLength(50);
    expect(lines).toContain(FIFTY_CHARACTER_NAME);
    expect(lines).toContain('Basement');
    expect(lines).toContain(`${FIFTY_CHARACTER_NAME} · Wi-Fi survey report`);
    expect(lines).toContain('Page 2 of 10');
  });

  it('embeds one image per heatmap, floor plan and chart', async () => {
    const data = sampleReportData();
    const pdf = await writePdf(buildReportDocument(data, sampleLayout('en')));
    const heatmaps = data.floors.flatMap((floor) => floor.heatmaps).length;
    const plans = data.floors.filter((floor) => floor.plan !== null).length;
    const charts = data.dailyHealth.filter(
      (series) => series.chart !== null && series.days.length > 0,
    ).length;
    expect(pdfImageCount(pdf)).toBe(heatmaps + plans + charts);
  });

  it('writes the KPI scores in the language, pass and fail, and a note for an unscaled floor', async () => {
    const lines = pdfLines(await writePdf(buildReportDocument(sampleReportData(), sampleLayout('de'))));
    expect(lines).toContain('91,2 %');
    expect(lines).toContain('Zusammenfassung');
    expect(lines).not.toContain('Summary');
    expect(lines.join(' ')).toContain('Dieser Grundriss hat keinen Maßstab');
  });

  it('leaves out sections the template leaves out, in the template order', async () => {
    const layout = { ...sampleLayout('en'), sections: ['method' as const, 'summary' as const] };
    const lines = pdfLines(await writePdf(buildReportDocument(sampleReportData(), layout)));
    expect(lines).not.toContain('Access point inventory');
    expect(lines.indexOf('Appendix: method')).toBeGreaterThanOrEqual(0);
    expect(lines.indexOf('Appendix: method')).toBeLessThan(lines.indexOf('Summary'));
  });
});

describe('the DOCX writer', () => {
  it('writes a Word package with the document, header and footer parts', async () => {
    const bytes = await writeDocx(buildReportDocument(sampleReportData(), sampleLayout('fr')));
    const text = Buffer.from(bytes).toString('latin1');
    expect(text.startsWith('PK')).toBe(true);
    expect(text).toContain('word/document.xml');
    expect(text).toContain('word/header');
    expect(text).toContain('word/footer');
  });
});

describe('fitting text', () => {
  it('keeps the size when the text fits and shrinks it until it does', () => {
    const measure = (text: string, size: number) => text.length * size * 0.5;
    expect(fitFontSize('short', 20, 200, true, measure)).toBe(20);
    const size = fitFontSize(FIFTY_CHARACTER_NAME, 20, 300, true, measure);
    expect(size).toBeLessThan(20);
    expect(measure(FIFTY_CHARACTER_NAME, size)).toBeLessThanOrEqual(300);
  });

  it('maps what the standard fonts lack', () => {
    expect(toWinAnsi('≥ 5\u202f%')).toBe('>= 5\u00a0%');
    expect(toWinAnsi('Äöü œ €')).toBe('Äöü œ €');
    expect(toWinAnsi('東京')).toBe('??');
  });
});
