function normalize(text: string | null | undefined): string {
  return (text ?? '').trim().toLowerCase();
}

function containsAny(fields: ReadonlyArray<string | null | undefined>, query: string): boolean {
  const needle = normalize(query);
  return needle === '' || fields.some((field) => normalize(field).includes(needle));
}

/** Whether a project matches the project-table search: trimmed, case-insensitive substring of name, country or city. */
export function matchesProjectSearch(
  project: { name: string; country?: string | null; city?: string | null },
  query: string,
): boolean {
  return containsAny([project.name, project.country, project.city], query);
}

/**
 * Whether a device-count row matches the device search: project name, vendor or Wi-Fi generation contain the
 * text, or the text is all digits and equals the device count.
 */
export function matchesDeviceSearch(
  row: { projectName: string; vendor?: string | null; wifiGeneration?: string | null; deviceCount: number },
  query: string,
): boolean {
  const needle = query.trim();
  if (/^\d+$/.test(needle) && row.deviceCount === Number(needle)) {
    return true;
  }
  return containsAny([row.projectName, row.vendor, row.wifiGeneration], query);
}

/** Whether a survey-event row matches the survey search: creator, project name or floor plan name. */
export function matchesSurveySearch(
  row: { createdBy?: string | null; projectName?: string | null; floorPlanName?: string | null },
  query: string,
): boolean {
  return containsAny([row.createdBy, row.projectName, row.floorPlanName], query);
}

/** Whether a floor or area KPI row matches the KPI-table search by its floor or area name. */
export function matchesKpiRowSearch(name: string, query: string): boolean {
  return containsAny([name], query);
}
