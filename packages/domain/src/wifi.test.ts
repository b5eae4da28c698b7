import { describe, it, expect } from 'vitest';
import {
  UNKNOWN_SSID_LABEL,
  WIFI_GENERATIONS,
  WIFI_TECHNOLOGIES,
  bestTechnology,
  parseWifiTechnology,
  ssidLabel,
  technologyLabel,
  technologyRank,
  wifiGenerationLabel,
  wifiGenerationOf,
} from './wifi';

describe('technologies', () => {
  it('ranks B, A, G, N, AC, AX, BE', () => {
    expect(WIFI_TECHNOLOGIES).toEqual(['B', 'A', 'G', 'N', 'AC', 'AX', 'BE']);
    expect(WIFI_TECHNOLOGIES.map(technologyRank)).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });

  it.each([
    ['B', '802.11b'],
    ['AC', '802.11ac'],
    ['AX', '802.11ax'],
    ['BE', '802.11be'],
  ] as const)('labels %s as %s', (technology, label) => {
    expect(technologyLabel(technology)).toBe(label);
  });

  it.each([
    ['ax', 'AX'],
    [' AC ', 'AC'],
    ['802.11n', 'N'],
    ['802.11BE', 'BE'],
    ['ad', null],
    ['', null],
    ['802.11', null],
  ])('parses %j as %s', (text, technology) => {
    expect(parseWifiTechnology(text)).toBe(technology);
  });

  it('picks the best known technology', () => {
    expect(bestTechnology(['A', 'N', 'AC', 'G'])).toBe('AC');
    expect(bestTechnology(['BE', 'AX'])).toBe('BE');
    expect(bestTechnology(['A', 'B'])).toBe('A');
    expect(bestTechnology(['x', 'y'])).toBeNull();
    expect(bestTechnology([])).toBeNull();
  });
});

describe('wifiGenerationOf', () => {
  it.each([
    [['B'], 1],
    [['A'], 2],
    [['B', 'G'], 3],
    [['A', 'G', 'N'], 4],
    [['A', 'N', 'AC'], 5],
    [['AC', 'AX'], 6],
    [['AX', 'BE'], 7],
  ])('%j is generation %s', (technologies, generation) => {
    expect(wifiGenerationOf(technologies)).toBe(generation);
  });

  it('makes AX on 6 GHz generation 6E', () => {
    expect(wifiGenerationOf(['AX'], 'SIX')).toBe('6E');
  });

  it('keeps AX on other bands at 6', () => {
    expect(wifiGenerationOf(['AX'], 'FIVE')).toBe(6);
    expect(wifiGenerationOf(['AX'], 'TWO')).toBe(6);
    expect(wifiGenerationOf(['AX'], null)).toBe(6);
  });

  it('keeps BE on 6 GHz at 7', () => {
    expect(wifiGenerationOf(['AX', 'BE'], 'SIX')).toBe(7);
  });

  it('is null without a known technology', () => {
    expect(wifiGenerationOf([])).toBeNull();
    expect(wifiGenerationOf(['LTE'])).toBeNull();
  });
});

describe('wifiGenerationLabel', () => {
  it('lists generations 1 to 7 with 6E', () => {
    expect(WIFI_GENERATIONS).toEqual([1, 2, 3, 4, 5, 6, '6E', 7]);
  });

  it.each([
    [1, 'Wi-Fi 1'],
    [6, 'Wi-Fi 6'],
    ['6E', 'Wi-Fi 6E'],
    [7, 'Wi-Fi 7'],
    ['bluetooth', 'Bluetooth'],
    ['cellular', 'Cellular'],
  ] as const)('labels %s as %s', (generation, label) => {
    expect(wifiGenerationLabel(generation)).toBe(label);
  });
});

describe('ssidLabel', () => {
  it('shows the SSID', () => {
    expect(ssidLabel('Corp-WiFi')).toBe('Corp-WiFi');
  });

  it.each([null, undefined, '', '   '])('shows Unknown SSID for %j', (ssid) => {
    expect(ssidLabel(ssid)).toBe('Unknown SSID');
    expect(UNKNOWN_SSID_LABEL).toBe('Unknown SSID');
  });
});
