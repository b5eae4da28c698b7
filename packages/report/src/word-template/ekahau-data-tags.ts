// Ekahau's data tag names, the `name` of `<#${name}#>`, as its public help centre lists them:
// "Data Tags", https://support.ekahau.com/hc/en-us/articles/115005333568-Data-Tags (Ekahau Pro) and
// https://support.ekahau.com/hc/en-us/articles/10664109520027-Data-Tags (Ekahau AI Pro, which keeps every
// older name as a "legacy" tag). Both current and legacy names are valid. A template naming anything else is
// refused at upload; everything here is accepted, and tags Airlens has no data for print nothing.

/** Survey statistics: top level, building loop and floor loop each total their own context. */
const SURVEY_STATISTICS = [
  'survey-length-in-meters',
  'survey-length-in-feet',
  'survey-duration',
  'coverage-area-in-meters',
  'coverage-area-in-feet',
] as const;

/** The project and the report itself. */
const PROJECT_INFO = [
  'project-file-name',
  'project-name',
  'project-customer',
  'project-location',
  'project-responsible-person',
  'project-notes',
  'project-note',
  'project-creator',
  'project-created',
  'project-modified',
  'report-date',
  'report-time',
  'report-creator',
  'date',
  'time',
  'user-name',
  'username',
] as const;

/** Buildings, floors (legacy "map"), areas, notes and requirements. */
const PLACE_INFO = [
  'building-name',
  'building-notes',
  'floor-name',
  'floor-notes',
  'floor-height',
  'floor-number',
  'floor-width-in-meters',
  'floor-width-in-feet',
  'floor-height-in-meters',
  'floor-height-in-feet',
  'map-name',
  'map-notes',
  'area-name',
  'area-notes',
  'area-requirement',
  'note-text',
  'note-name',
  'note',
  'requirement-name',
  'survey-name',
  'survey-date',
  'survey-start-time',
  'survey-end-time',
  'survey-type',
  'survey-device',
  'picture-name',
] as const;

/** Access points (legacy "access-point-…"), their radios, antennas and networks. */
const ACCESS_POINT_INFO = [
  'ap-name',
  'ap-vendor',
  'ap-model',
  'ap-notes',
  'ap-tags',
  'ap-tag',
  'ap-mounting',
  'ap-mounting-height',
  'ap-height',
  'ap-location',
  'ap-floor',
  'ap-building',
  'ap-count',
  'ap-color',
  'ap-mac',
  'ap-ip',
  'ap-serial',
  'ap-channels',
  'ap-radio-count',
  'access-point-name',
  'access-point-vendor',
  'access-point-model',
  'access-point-notes',
  'access-point-count',
  'radio-count',
  'radio-band',
  'radio-channel',
  'radio-channel-width',
  'radio-technology',
  'radio-standard',
  'radio-tx-power',
  'radio-mac',
  'radio-antenna',
  'channel',
  'channel-width',
  'primary-channel',
  'secondary-channel',
  'band',
  'frequency',
  'frequency-band',
  'technology',
  'standard',
  'tx-power',
  'transmit-power',
  'mac-address',
  'bssid',
  'ssid',
  'network-name',
  'network-ssid',
  'network-security',
  'security',
  'max-data-rate',
  'min-basic-rate',
  'data-rates',
  'antenna',
  'antenna-name',
  'antenna-model',
  'antenna-type',
  'antenna-height',
  'antenna-direction',
  'antenna-azimuth',
  'antenna-tilt',
  'antenna-gain',
] as const;

/** Every data tag name Ekahau documents (current and legacy). */
export const EKAHAU_DATA_TAGS: ReadonlySet<string> = new Set<string>([
  ...SURVEY_STATISTICS,
  ...PROJECT_INFO,
  ...PLACE_INFO,
  ...ACCESS_POINT_INFO,
]);

/** Whether `name` is one of Ekahau's data tags (letter case and surrounding spaces ignored). */
export function isEkahauDataTag(name: string): boolean {
  return EKAHAU_DATA_TAGS.has(name.trim().toLowerCase());
}
