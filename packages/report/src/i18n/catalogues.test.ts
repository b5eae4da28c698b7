import { REPORT_LANGUAGES } from '@airlens/domain';
import { describe, expect, it } from 'vitest';
import { CATALOGUES, catalogueKeys, createTranslator } from './index';

/** The keys whose texts are headings (or the cover's title) in a report. */
const HEADING_KEYS = [
  'report.title',
  'contents.title',
  'summary.title',
  'floors.plan',
  'floors.heatmaps',
  'floors.kpis',
  'floors.areaKpis',
  'accessPoints.title',
  'surveys.title',
  'dailyHealth.title',
  'method.title',
  'method.kpisTitle',
  'method.versionsTitle',
];

const englishKeys = catalogueKeys(CATALOGUES.en).sort();

describe('report catalogues', () => {
  it.each(REPORT_LANGUAGES)('%s has every English key, no other, and no empty text', (language) => {
    const catalogue = CATALOGUES[language];
    expect(catalogueKeys(catalogue).sort()).toEqual(englishKeys);
    const t = createTranslator(language);
    for (const key of englishKeys) {
      expect(t(key).trim(), `${language} ${key}`).not.toBe('');
    }
  });

  it.each(REPORT_LANGUAGES.filter((language) => language !== 'en'))(
    "%s's headings differ from English",
    (language) => {
      const english = createTranslator('en');
      const other = createTranslator(language);
      for (const key of HEADING_KEYS) {
        expect(other(key, { band: 'X' }), key).not.toBe(english(key, { band: 'X' }));
      }
    },
  );

  it('keeps the page number placeholders the writers fill in', () => {
    for (const language of REPORT_LANGUAGES) {
      const footer = createTranslator(language)('report.footer');
      expect(footer).toContain('{page}');
      expect(footer).toContain('{pages}');
    }
  });

  it('refuses a key no catalogue has instead of printing it', () => {
    expect(() => createTranslator('fi')('summary.nothing')).toThrow(/summary\.nothing/);
  });

  it('interpolates values without HTML escaping', () => {
    expect(createTranslator('en')('floors.planCaption', { floor: 'R&D <2>' })).toBe(
      'Access points placed on R&D <2>',
    );
  });
});
