/**
 * Batch poTypes (docs/product-spec.md §7, clarifications): one per .esx collection, named as the collection in UPPER_SNAKE
 * singular. The twelve the web app requests are among them.
 */
export const PO_TYPE_COLLECTIONS: Readonly<Record<string, string>> = Object.freeze({
  PROJECT: 'project',
  PROJECT_HISTORY: 'projectHistorys',
  PROJECT_CONFIGURATION: 'projectConfiguration',
  FLOOR_PLAN: 'floorPlans',
  BUILDING: 'buildings',
  BUILDING_FLOOR: 'buildingFloors',
  FLOOR_TYPE: 'floorTypes',
  ACCESS_POINT: 'accessPoints',
  MEASURED_RADIO: 'measuredRadios',
  SIMULATED_RADIO: 'simulatedRadios',
  ACCESS_POINT_MEASUREMENT: 'accessPointMeasurements',
  ANTENNA_TYPE: 'antennaTypes',
  REQUIREMENT: 'requirements',
  NOTE: 'notes',
  PICTURE_NOTE: 'pictureNotes',
  CABLE_NOTE: 'cableNotes',
  AREA: 'areas',
  EXCLUSION_AREA: 'exclusionAreas',
  IMAGE: 'images',
  WALL_TYPE: 'wallTypes',
  WALL_POINT: 'wallPoints',
  WALL_SEGMENT: 'wallSegments',
  SCAN_DEVICE_INFORMATION: 'scanDeviceInformations',
  SPECTRUM_ANALYZER_INFORMATION: 'spectrumAnalyzerInformations',
  WIFI_ADAPTER_INFORMATION: 'wifiAdapterInformations',
  REFERENCE_POINT: 'referencePoints',
  NETWORK_CAPACITY_SETTING: 'networkCapacitySettings',
  ATTENUATION_AREA_TYPE: 'attenuationAreaTypes',
  ATTENUATION_AREA: 'attenuationAreas',
  HOLE_IN_FLOOR: 'holeInFloors',
  SURVEY_BOOKMARK: 'surveyBookmarks',
  DEVICE_PROFILE: 'deviceProfiles',
  APPLICATION_PROFILE: 'applicationProfiles',
  USAGE_PROFILE: 'usageProfiles',
  SURVEY: 'surveys',
  SURVEY_LOOKUP: 'surveyLookups',
  TAG_KEY: 'tagKeys',
  INTERFERER: 'interferers',
});

/** Collections that hold one object rather than a list; the batch answers the object or null. */
export const SINGLE_OBJECT_COLLECTIONS: ReadonlySet<string> = new Set(['project', 'projectConfiguration']);

/** The poTypes of a query (repeated or comma-separated), upper-cased and de-duplicated. */
export function parsePoTypes(value: string | string[] | undefined): string[] {
  const raw = value === undefined ? [] : Array.isArray(value) ? value : [value];
  const types = raw
    .flatMap((item) => item.split(','))
    .map((item) => item.trim().toUpperCase())
    .filter((item) => item.length > 0);
  return [...new Set(types)];
}

/** The collections of poTypes, or the first unknown poType. */
export function collectionsOfPoTypes(
  types: readonly string[],
): { collections: string[] } | { unknown: string } {
  const collections: string[] = [];
  for (const type of types) {
    const collection = PO_TYPE_COLLECTIONS[type];
    if (collection === undefined) {
      return { unknown: type };
    }
    collections.push(collection);
  }
  return { collections };
}
