import { CRITERION_LABELS, kpiScore } from '@airlens/domain';
import type { Criterion } from '@airlens/domain';
import type { InsightsProject } from '@airlens/contract';
import { formatScore } from '@/components/kpi-score';

/** A project marker as a keyboard stop: where it sits on the map (container pixels) and what it is called. */
export interface KeyboardMarker {
  id: string;
  /** Project name and its score on the selected criterion: what a screen reader announces. */
  label: string;
  x: number;
  y: number;
}

/**
 * Most markers offered as keyboard stops at once: a Tab stop per marker is only usable for a screenful; beyond
 * this the map asks to zoom in (and the list holds every project anyway).
 */
export const MAX_KEYBOARD_MARKERS = 200;

/** The accessible name of a project's marker: its name and its score on the criterion. */
export function markerLabel(project: InsightsProject, criterion: Criterion): string {
  return `${project.name}, ${CRITERION_LABELS[criterion]}: ${formatScore(kpiScore(project, criterion))}`;
}

/**
 * The markers in view as keyboard stops, in reading order (top to bottom, then left to right), at most
 * MAX_KEYBOARD_MARKERS; `toScreen` gives a location's container pixels, or null when it is out of view.
 */
export function keyboardMarkersOf(
  projects: readonly InsightsProject[],
  criterion: Criterion,
  toScreen: (location: { longitude: number; latitude: number }) => { x: number; y: number } | null,
): { markers: KeyboardMarker[]; inView: number } {
  const markers: KeyboardMarker[] = [];
  for (const project of projects) {
    const point = project.geolocation === null ? null : toScreen(project.geolocation);
    if (point !== null) {
      markers.push({ id: project.id, label: markerLabel(project, criterion), x: point.x, y: point.y });
    }
  }
  markers.sort((a, b) => Math.round(a.y) - Math.round(b.y) || a.x - b.x);
  return { markers: markers.slice(0, MAX_KEYBOARD_MARKERS), inView: markers.length };
}
