import { useSyncExternalStore } from 'react';

/** A report job the user started in this tab and has not been told the end of yet. */
export interface WatchedReport {
  reportId: string;
  projectId: string;
  projectName: string;
}

type Listener = () => void;

let watched: readonly WatchedReport[] = [];
const listeners = new Set<Listener>();

function emit(): void {
  for (const listener of listeners) {
    listener();
  }
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function getWatched(): readonly WatchedReport[] {
  return watched;
}

/**
 * Follows a started report until it ends, whether or not its dialog stays open (the notifier, mounted once for
 * the signed-in app, tells the user when it is ready).
 */
export function watchReport(report: WatchedReport): void {
  watched = [...watched.filter((item) => item.reportId !== report.reportId), report];
  emit();
}

/** Stops following a report (it ended and the user was told, or it was cancelled). */
export function unwatchReport(reportId: string): void {
  if (!watched.some((item) => item.reportId === reportId)) {
    return;
  }
  watched = watched.filter((item) => item.reportId !== reportId);
  emit();
}

/** The newest report of a project still followed, so a reopened dialog shows its progress again. */
export function findWatchedReport(projectId: string): WatchedReport | null {
  return watched.findLast((item) => item.projectId === projectId) ?? null;
}

export function clearWatchedReports(): void {
  watched = [];
  emit();
}

export function useWatchedReports(): readonly WatchedReport[] {
  return useSyncExternalStore(subscribe, getWatched, getWatched);
}
