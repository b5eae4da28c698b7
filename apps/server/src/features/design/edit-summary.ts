// The history line of an editing session ("Edited: 3 APs moved, 1 wall added"), from the diff of the version
// the session started from to the one it has reached.
import type { VersionDiff } from '@airlens/contract';

function counted(count: number, singular: string, plural: string, verb: string): string[] {
  return count === 0 ? [] : [`${count} ${count === 1 ? singular : plural} ${verb}`];
}

/** "Edited: 3 APs moved, 1 wall added"; "Edited: design details" when nothing the diff lists changed (a wall moved). */
export function editSummary(diff: VersionDiff): string {
  const { accessPoints: aps, walls, attenuationAreas: attenuation, areas } = diff;
  const parts = [
    ...counted(aps.added.length, 'AP', 'APs', 'added'),
    ...counted(aps.removed.length, 'AP', 'APs', 'removed'),
    ...counted(aps.moved.length, 'AP', 'APs', 'moved'),
    ...counted(aps.changed.length, 'AP', 'APs', 'changed'),
    ...counted(walls.added.length, 'wall', 'walls', 'added'),
    ...counted(walls.removed.length, 'wall', 'walls', 'removed'),
    ...counted(attenuation.added.length, 'attenuation area', 'attenuation areas', 'added'),
    ...counted(attenuation.removed.length, 'attenuation area', 'attenuation areas', 'removed'),
    ...counted(attenuation.changed.length, 'attenuation area', 'attenuation areas', 'changed'),
    ...counted(areas.added.length, 'area', 'areas', 'added'),
    ...counted(areas.removed.length, 'area', 'areas', 'removed'),
    ...counted(areas.changed.length, 'area', 'areas', 'changed'),
  ];
  return `Edited: ${parts.length === 0 ? 'design details' : parts.join(', ')}`.slice(0, 500);
}
