/**
 * Cisco's RF obstacle types with the attenuation of one crossing in dB, as the map editors of Cisco WCS / Prime
 * Infrastructure and Catalyst Center (DNA Center) list them; see docs/controller-archives.md for the sources.
 * A MapsImportExport.xml obstacle normally states its own `attenuation`; this table fills in a missing one and
 * names the wall types of the .esx.
 */
export interface CiscoObstacleType {
  /** Cisco's name as written in the archive. */
  name: string;
  /** Stable key of the .esx wall type (`CiscoThickDoor`). */
  key: string;
  attenuationDb: number;
  color: string;
}

/** Cisco's obstacle types (dB per crossing), in the map editors' order. */
export const CISCO_OBSTACLE_TYPES: readonly CiscoObstacleType[] = [
  { name: 'Thick Door', key: 'CiscoThickDoor', attenuationDb: 15, color: '#8B4513' },
  { name: 'Thin Door', key: 'CiscoThinDoor', attenuationDb: 4, color: '#D2B48C' },
  { name: 'Cubicle', key: 'CiscoCubicle', attenuationDb: 1, color: '#FFA500' },
  { name: 'Glass', key: 'CiscoGlass', attenuationDb: 1.5, color: '#87CEEB' },
  { name: 'Drywall', key: 'CiscoDrywall', attenuationDb: 2, color: '#FFD700' },
  { name: 'Thick Wall', key: 'CiscoThickWall', attenuationDb: 13, color: '#00008B' },
  { name: 'Thin Wall', key: 'CiscoThinWall', attenuationDb: 2, color: '#4169E1' },
  { name: 'Brick', key: 'CiscoBrick', attenuationDb: 10, color: '#B22222' },
  { name: 'Concrete', key: 'CiscoConcrete', attenuationDb: 12, color: '#696969' },
];

const ALIASES: Record<string, string> = {
  'heavy door': 'Thick Door',
  'light door': 'Thin Door',
  'heavy wall': 'Thick Wall',
  'light wall': 'Thin Wall',
  'dry wall': 'Drywall',
  'brick wall': 'Brick',
  'concrete wall': 'Concrete',
  window: 'Glass',
};

function normalise(name: string): string {
  return name.trim().replace(/[_-]+/g, ' ').replace(/\s+/g, ' ').toLowerCase();
}

/** The Cisco obstacle type of a name as written (`THICK_DOOR`, `Heavy Door`, `thick door`), if it is one. */
export function ciscoObstacleType(name: string): CiscoObstacleType | undefined {
  const wanted = normalise(name);
  const canonical = ALIASES[wanted] ?? wanted;
  return CISCO_OBSTACLE_TYPES.find((type) => normalise(type.name) === normalise(canonical));
}

/**
 * The Cisco obstacle type whose loss is nearest a wall's (ties go to the first listed), for writing a wall of
 * any .esx wall type as an obstacle; the obstacle keeps the wall's own loss in its `attenuation`.
 */
export function nearestObstacleType(lossDb: number, wallName: string): CiscoObstacleType {
  const byName = ciscoObstacleType(wallName.replace(/^Cisco\s+/i, ''));
  if (byName !== undefined) {
    return byName;
  }
  let best = CISCO_OBSTACLE_TYPES[0] as CiscoObstacleType;
  for (const type of CISCO_OBSTACLE_TYPES) {
    if (Math.abs(type.attenuationDb - lossDb) < Math.abs(best.attenuationDb - lossDb)) {
      best = type;
    }
  }
  return best;
}
