function normalize(text: string | null | undefined): string {
  return (text ?? '').trim().toLowerCase();
}

function containsAny(fields: ReadonlyArray<string | null | undefined>, query: string): boolean {
  const needle = normalize(query);
  return needle === '' || fields.some((field) => normalize(field).includes(needle));
}

/** Whether a floor or area KPI row matches the KPI-table search by its floor or area name. */
export function matchesKpiRowSearch(name: string, query: string): boolean {
  return containsAny([name], query);
}
