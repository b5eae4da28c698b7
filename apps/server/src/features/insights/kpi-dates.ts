/** The UTC calendar day (YYYY-MM-DD) of an epoch-millisecond time, or null when the time is unknown. */
export function utcDay(epochMs: number): string | null {
  return Number.isFinite(epochMs) ? new Date(epochMs).toISOString().slice(0, 10) : null;
}
