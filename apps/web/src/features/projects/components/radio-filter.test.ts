import { describe, expect, it } from 'vitest';
import type { ProjectBatch } from '@airlens/contract';
import { NO_RADIO_ID, chosenApIds, radioFilterIndex, radioIdsFor } from './radio-filter';

const BATCH: ProjectBatch = {
  accessPoints: [],
  areas: [],
  accessPointMeasurements: [
    { id: 'm1', mac: 'aa', ssid: 'corp' },
    { id: 'm2', mac: 'ab', ssid: 'guest' },
    { id: 'm3', mac: 'ba', ssid: 'corp' },
    { id: 'm4', mac: 'ca', ssid: 'iot' },
  ],
  measuredRadios: [
    { id: 'r1', accessPointId: 'ap1', accessPointMeasurementIds: ['m1', 'm2'] },
    { id: 'r2', accessPointId: 'ap2', accessPointMeasurementIds: ['m3'] },
    { id: 'r3', accessPointId: 'elsewhere', accessPointMeasurementIds: ['m4'] },
    { id: 'broken' },
  ],
  simulatedRadios: [
    { id: 's1', accessPointId: 'ap1' },
    { id: 's2', accessPointId: 'ap3' },
  ],
};

const FLOOR_APS = ['ap1', 'ap2', 'ap3'];
const index = radioFilterIndex(BATCH, new Set(FLOOR_APS));

describe('radio filter', () => {
  it('offers the SSIDs heard from the floor’s APs only, sorted', () => {
    expect(index.ssids).toEqual(['corp', 'guest']);
    expect([...(index.ssidsByAp.get('ap1') ?? [])]).toEqual(['corp', 'guest']);
  });

  it('asks for no radio filter when nothing is chosen', () => {
    expect(radioIdsFor(index, FLOOR_APS, { ssid: null, apIds: [] })).toBeNull();
    expect(chosenApIds(index, FLOOR_APS, { ssid: null, apIds: [] })).toEqual(FLOOR_APS);
  });

  it('keeps the APs broadcasting the SSID: their measured radios per band and their planned radios', () => {
    expect(chosenApIds(index, FLOOR_APS, { ssid: 'guest', apIds: [] })).toEqual(['ap1']);
    expect(radioIdsFor(index, FLOOR_APS, { ssid: 'guest', apIds: [] })).toEqual([
      'ap1|TWO',
      'ap1|FIVE',
      'ap1|SIX',
      's1',
    ]);
  });

  it('keeps the chosen APs, narrowed by the SSID', () => {
    expect(chosenApIds(index, FLOOR_APS, { ssid: null, apIds: ['ap3', 'ap2'] })).toEqual(['ap2', 'ap3']);
    expect(chosenApIds(index, FLOOR_APS, { ssid: 'corp', apIds: ['ap2', 'ap3'] })).toEqual(['ap2']);
  });

  it('asks for a radio no AP has when the choice keeps none, so the heatmap is empty rather than unfiltered', () => {
    expect(radioIdsFor(index, FLOOR_APS, { ssid: 'guest', apIds: ['ap2'] })).toEqual([NO_RADIO_ID]);
  });
});
