import { describe, expect, it } from 'vitest';
import { matchAccessPoints } from './ap-matching';
import type { ProjectAp } from './project-aps';

function ap(id: string, name: string, extra: Partial<ProjectAp> = {}): ProjectAp {
  return {
    id,
    name,
    floorPlanId: null,
    xMeters: null,
    yMeters: null,
    macs: [],
    serialTags: [],
    radios: [],
    ...extra,
  };
}

const devices = [
  { serial: 'Q2-A', name: 'Lobby', mac: 'AA-BB-CC-00-00-01', bssids: ['aa:bb:cc:00:10:01'] },
  { serial: 'Q2-B', name: 'Hall', mac: 'aa:bb:cc:00:00:02', bssids: [] },
  { serial: 'Q2-C', name: 'Hall', mac: 'aa:bb:cc:00:00:03', bssids: [] },
  { serial: 'Q2-D', name: 'Roof', mac: null, bssids: [] },
];

describe('matchAccessPoints', () => {
  it('matches by MAC, BSSID, serial tag and unique name, in that order', () => {
    const result = matchAccessPoints(
      [
        ap('1', 'x', { macs: ['aa:bb:cc:00:00:01'] }),
        ap('2', 'y', { macs: ['aa:bb:cc:00:10:01'] }),
        ap('3', 'z', { serialTags: ['Q2-D'] }),
        ap('4', 'Lobby'),
        ap('5', 'Hall'),
        ap('6', 'Nowhere'),
      ],
      devices,
      [],
    );
    expect(result.map((m) => [m.accessPointId, m.status, m.matchedBy, m.serial])).toEqual([
      // Two APs claim device A (by MAC and by BSSID) and the name "Lobby" a third time: nobody gets it.
      ['1', 'AMBIGUOUS', null, null],
      ['2', 'AMBIGUOUS', null, null],
      ['3', 'MATCHED', 'serial-tag', 'Q2-D'],
      ['4', 'AMBIGUOUS', null, null],
      ['5', 'AMBIGUOUS', null, null],
      ['6', 'UNMATCHED', null, null],
    ]);
    expect(result[4]?.candidates).toEqual(['Q2-B', 'Q2-C']);
  });

  it('matches a lone BSSID and obeys manual overrides', () => {
    const result = matchAccessPoints(
      [ap('1', 'x', { macs: ['aa:bb:cc:00:10:01'] }), ap('2', 'Hall'), ap('3', 'Roof')],
      devices,
      [
        { accessPointId: '2', serial: 'q2-c' },
        { accessPointId: '3', serial: null },
      ],
    );
    expect(result.map((m) => [m.status, m.matchedBy, m.serial])).toEqual([
      ['MATCHED', 'bssid', 'Q2-A'],
      ['MATCHED', 'manual', 'Q2-C'],
      ['UNMATCHED', 'manual', null],
    ]);
  });
});
