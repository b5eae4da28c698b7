import i18next, { type TFunction } from 'i18next';
import type { ReportLanguage } from '@airlens/domain';
import { de } from './de';
import { en, type Catalogue } from './en';
import { es } from './es';
import { fi } from './fi';
import { fr } from './fr';

/** Every language's catalogue, by language code. */
export const CATALOGUES: Readonly<Record<ReportLanguage, Catalogue>> = { en, de, fr, es, fi };

/** A report's translate function: a dotted key of the English catalogue and its `{{name}}` values. */
export type Translate = (key: string, values?: Record<string, string | number>) => string;

/**
 * The translate function of one language, from an i18next instance of its own (no global state). A key the
 * catalogue lacks throws rather than printing the key into a customer's report.
 */
export function createTranslator(language: ReportLanguage): Translate {
  const instance = i18next.createInstance();
  void instance.init({
    lng: language,
    fallbackLng: false,
    resources: { [language]: { translation: CATALOGUES[language] } },
    initAsync: false,
    // Reports are PDF and Word text, not HTML: nothing to escape.
    interpolation: { escapeValue: false },
    returnNull: false,
    returnEmptyString: false,
    // A server library writes nothing to the console.
    showSupportNotice: false,
  });
  const t: TFunction = instance.t.bind(instance);
  return (key, values) => {
    if (!instance.exists(key)) {
      throw new Error(`report text "${key}" is missing in ${language}`);
    }
    return t(key, values ?? {});
  };
}

/** Every dotted key of a catalogue, for the completeness test. */
export function catalogueKeys(catalogue: object, prefix = ''): string[] {
  return Object.entries(catalogue).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : catalogueKeys(value as object, `${prefix}${key}.`),
  );
}
