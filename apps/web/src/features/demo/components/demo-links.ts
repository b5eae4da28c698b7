/** Links of the dashboard step (the shape the insights dashboard takes). */
export interface DemoDashboardLinks {
  project: (projectId: string) => string;
  floor: (projectId: string, floorPlanRowId: number) => string;
}

/** Links of the project step (the shape the project view takes). */
export interface DemoProjectLinks {
  dashboard: (projectId: string) => string;
  floor: (projectId: string, floorPlanRowId: number) => string;
  insights: string | null;
}

const KEPT = ['band', 'from', 'to'] as const;

/** A /demo URL for a step, keeping the band and dates of the current query. */
export function demoHref(search: string, step: { project?: string; floor?: number }): string {
  const current = new URLSearchParams(search);
  const next = new URLSearchParams();
  if (step.project !== undefined) {
    next.set('project', step.project);
  }
  if (step.floor !== undefined) {
    next.set('floor', String(step.floor));
  }
  for (const name of KEPT) {
    const value = current.get(name);
    if (value !== null) {
      next.set(name, value);
    }
  }
  const text = next.toString();
  return text === '' ? '/demo' : `/demo?${text}`;
}

/** Every link of the tour stays inside /demo: the app's routes need a sign-in. */
export function demoLinks(search: string): {
  dashboard: DemoDashboardLinks;
  project: DemoProjectLinks;
  home: string;
} {
  const floor = (projectId: string, floorPlanRowId: number) =>
    demoHref(search, { project: projectId, floor: floorPlanRowId });
  return {
    dashboard: { project: (projectId) => demoHref(search, { project: projectId }), floor },
    project: {
      dashboard: (projectId) => demoHref(search, { project: projectId }),
      floor,
      insights: demoHref(search, {}),
    },
    home: demoHref(search, {}),
  };
}
