import type { ApMatch } from '@airlens/contract';
import { describe, expect, it } from 'vitest';
import { isGeneratedApName, proposeApRenames } from './ap-renames';

const match = (accessPointId: string, deviceName: string | null, status: ApMatch['status'] = 'MATCHED') => ({
  accessPointId,
  accessPointName: '',
  serial: status === 'MATCHED' ? `Q2-${accessPointId}` : null,
  mac: null,
  deviceName,
  status,
  matchedBy: status === 'MATCHED' ? ('bssid' as const) : null,
  candidates: [],
});

describe('isGeneratedApName', () => {
  it('knows survey names and bare MACs from names people give', () => {
    expect(isGeneratedApName('Measured AP-36:c0')).toBe(true);
    expect(isGeneratedApName('measured ap a1:b6')).toBe(true);
    expect(isGeneratedApName('2c:c5:d3:df:36:c0')).toBe(true);
    expect(isGeneratedApName('2CC5.D3DF.36C0')).toBe(true);
    expect(isGeneratedApName('AP-1A-01')).toBe(false);
    expect(isGeneratedApName('Measured APartment lobby')).toBe(false);
    expect(isGeneratedApName('cafe-deck-bed')).toBe(false);
  });
});

describe('proposeApRenames', () => {
  it('proposes the device name for matched generated names only', () => {
    const aps = [
      { id: 'a', name: 'Measured AP-36:c0' },
      { id: 'b', name: 'AP-1A-01' },
      { id: 'c', name: '2c:c5:d3:df:36:c1' },
      { id: 'd', name: 'Measured AP-11:22' },
      { id: 'e', name: 'Measured AP-33:44' },
      { id: 'f', name: 'Measured AP-55:66' },
    ];
    const renames = proposeApRenames(
      [
        match('a', 'office-36c0'),
        match('b', 'lobby'),
        match('c', ' Kitchen '),
        match('d', null),
        match('e', 'Meeting', 'AMBIGUOUS'),
        match('f', 'e0:55:3d:00:00:01'),
      ],
      aps,
    );
    expect(renames).toEqual([
      { accessPointId: 'a', currentName: 'Measured AP-36:c0', proposedName: 'office-36c0', serial: 'Q2-a' },
      { accessPointId: 'c', currentName: '2c:c5:d3:df:36:c1', proposedName: 'Kitchen', serial: 'Q2-c' },
    ]);
  });
});
