/** Where the project view's links lead (the public demo keeps them inside its tour). */
export interface ProjectLinks {
  dashboard: (projectId: string) => string;
  floor: (projectId: string, floorPlanRowId: number) => string;
  /** The Insights dashboard; null hides the way back. */
  insights: string | null;
  /** The project's integrations page; absent where it does not exist (the demo, a guest's view). */
  integrations?: (projectId: string) => string;
}

/** The app's routes; the current query (band, dates, the "View as" device profile) rides along. */
export function routeProjectLinks(search: string): ProjectLinks {
  const params = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const name of ['band', 'from', 'to', 'deviceProfile']) {
    const value = params.get(name);
    if (value !== null) {
      kept.set(name, value);
    }
  }
  const query = kept.toString() === '' ? '' : `?${kept.toString()}`;
  return {
    dashboard: (projectId) => `/projects/${encodeURIComponent(projectId)}${query}`,
    floor: (projectId, floorPlanRowId) =>
      `/projects/${encodeURIComponent(projectId)}/${floorPlanRowId}${query}`,
    insights: `/insights${query}`,
    integrations: (projectId) => `/projects/${encodeURIComponent(projectId)}/integrations${query}`,
  };
}
