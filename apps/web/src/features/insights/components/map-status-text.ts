/** What the map caption counts: projects of the page, of the filter, and keyboard stops against markers in view. */
export interface MapStatusCounts {
  /** Projects of the page that have a location (drawn as markers). */
  located: number;
  /** Projects of the page without a location. */
  withoutLocation: number;
  /** Projects loaded for the map (located or not). */
  loaded: number;
  /** All projects of the filter, including those beyond the marker limit. */
  totalElements: number;
  keyboardStops: number;
  markersInView: number;
}

/** The caption under the map: how many projects it shows, how many lack a location, and when to zoom in. */
export function mapStatusText(counts: MapStatusCounts): string {
  const { located, withoutLocation, loaded, totalElements, keyboardStops, markersInView } = counts;
  return [
    totalElements > loaded
      ? `${located.toLocaleString('en-US')} of ${totalElements.toLocaleString('en-US')} projects on the map`
      : `${located.toLocaleString('en-US')} ${located === 1 ? 'project' : 'projects'} on the map`,
    withoutLocation > 0 ? `${withoutLocation} without a location` : null,
    markersInView > keyboardStops
      ? `zoom in to reach every marker with the keyboard (${keyboardStops} of ${markersInView})`
      : null,
  ]
    .filter((part) => part !== null)
    .join(' · ');
}
