import { describe, expect, it } from 'vitest';
import { MAX_PLACE_RESULTS } from '@airlens/contract';
import { normalisePlaceName, parseGazetteer, searchGazetteer } from './gazetteer';
import { getPlace, searchPlaces } from './places.service';

const SAMPLE = [
  '# id name country lat lon population',
  '3448439\tSão Paulo\tBR\t-23.5475\t-46.6361\t10021295',
  '2988507\tParis\tFR\t48.8534\t2.3488\t2138551',
  '4717560\tParis\tUS\t33.6609\t-95.5555\t24782',
  '3094802\tKraków\tPL\t50.0614\t19.9366\t755050',
  '2867714\tMünchen\tDE\t48.1374\t11.5755\t1260391',
  '3448636\tSão José dos Campos\tBR\t-23.1794\t-45.8869\t539313',
  '3090048\tŁódź\tPL\t51.7706\t19.4739\t768755',
  'not\ta\tvalid\trow',
  '1\tNowhere\tXX1\t0\t0\t1',
  '',
].join('\n');

describe('normalisePlaceName', () => {
  it('folds accents, case, special letters and punctuation', () => {
    expect(normalisePlaceName('São Paulo')).toBe('sao paulo');
    expect(normalisePlaceName('  KRAKÓW ')).toBe('krakow');
    expect(normalisePlaceName('Łódź')).toBe('lodz');
    expect(normalisePlaceName('Straße')).toBe('strasse');
    expect(normalisePlaceName("Val-d'Or")).toBe('val d or');
  });
});

describe('parseGazetteer', () => {
  it('keeps valid rows largest first with English country names and skips the rest', () => {
    const gazetteer = parseGazetteer(SAMPLE);
    expect(gazetteer.places.map((place) => place.id)).toEqual([
      3448439, 2988507, 2867714, 3090048, 3094802, 3448636, 4717560,
    ]);
    expect(gazetteer.byId.get(3094802)).toEqual({
      id: 3094802,
      name: 'Kraków',
      countryCode: 'PL',
      country: 'Poland',
      latitude: 50.0614,
      longitude: 19.9366,
      population: 755050,
    });
  });
});

describe('searchGazetteer', () => {
  const gazetteer = parseGazetteer(SAMPLE);
  const names = (query: string, limit = 10) =>
    searchGazetteer(gazetteer, query, limit).map((place) => `${place.name}, ${place.countryCode}`);

  it('matches without accents and with them', () => {
    expect(names('krakow')).toEqual(['Kraków, PL']);
    expect(names('KRAKÓW')).toEqual(['Kraków, PL']);
    expect(names('lodz')).toEqual(['Łódź, PL']);
    expect(names('munc')).toEqual(['München, DE']);
  });

  it('matches a prefix of the name only, largest population first', () => {
    expect(names('sao')).toEqual(['São Paulo, BR', 'São José dos Campos, BR']);
    expect(names('Paris')).toEqual(['Paris, FR', 'Paris, US']);
    expect(names('aulo')).toEqual([]);
  });

  it('answers at most the limit, clamped to 1–MAX_PLACE_RESULTS', () => {
    expect(names('p', 1)).toEqual(['Paris, FR']);
    expect(names('', 10)).toEqual([]);
    expect(names('p', 0)).toEqual(['Paris, FR']);
    const many = parseGazetteer(
      Array.from({ length: 40 }, (_, index) => `${index + 1}\tTown ${index}\tFI\t60\t25\t${index}`).join(
        '\n',
      ),
    );
    const found = searchGazetteer(many, 'town', 100);
    expect(found).toHaveLength(MAX_PLACE_RESULTS);
    expect(found[0]?.name).toBe('Town 39');
  });
});

describe('the bundled gazetteer', () => {
  it('finds real cities by prefix, ranked by population', async () => {
    const london = await searchPlaces('london', 3);
    expect(london.map((place) => `${place.name}, ${place.country}`).slice(0, 2)).toEqual([
      'London, United Kingdom',
      'London, Canada',
    ]);
    const saoPaulo = (await searchPlaces('sao paulo', 1))[0];
    expect(saoPaulo).toMatchObject({ name: 'São Paulo', country: 'Brazil', countryCode: 'BR' });
    expect(saoPaulo?.latitude).toBeCloseTo(-23.55, 1);
    expect(saoPaulo?.longitude).toBeCloseTo(-46.64, 1);
    expect(await getPlace(658225)).toMatchObject({ name: 'Helsinki', country: 'Finland' });
    expect(await getPlace(-1)).toBeNull();
  });
});
