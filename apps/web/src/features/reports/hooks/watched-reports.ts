import { useSyncExternalStore } from 'react';
import { createExternalStore } from '@/lib/external-store';

/** A report job the user started in this tab and has not been told the end of yet. */
export interface WatchedReport {
  reportId: string;
  projectId: string;
  projectName: string;
}

const watched = createExternalStore<readonly WatchedReport[]>([]);

/**
 * Follows a started report until it ends, whether or not its dialog stays open (the notifier, mounted once for
 * the signed-in app, tells the user when it is ready).
 */
export function watchReport(report: WatchedReport): void {
  watched.set([...watched.get().filter((item) => item.reportId !== report.reportId), report]);
}

/** Stops following a report (it ended and the user was told, or it was cancelled). */
export function unwatchReport(reportId: string): void {
  if (!watched.get().some((item) => item.reportId === reportId)) {
    return;
  }
  watched.set(watched.get().filter((item) => item.reportId !== reportId));
}

/** The newest report of a project still followed, so a reopened dialog shows its progress again. */
export function findWatchedReport(projectId: string): WatchedReport | null {
  return watched.get().findLast((item) => item.projectId === projectId) ?? null;
}

export function clearWatchedReports(): void {
  watched.set([]);
}

export function useWatchedReports(): readonly WatchedReport[] {
  return useSyncExternalStore(watched.subscribe, watched.get, watched.get);
}
