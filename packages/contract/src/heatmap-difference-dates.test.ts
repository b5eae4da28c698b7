import { describe, expect, it } from 'vitest';
import { heatmapBodySchema } from './heatmaps';

const baseline = { startDate: '2025-03-01', endDate: '2025-03-03' };

function issuesOf(body: Record<string, unknown>): string[] {
  const result = heatmapBodySchema.safeParse(body);
  return (result.error?.issues ?? []).map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

describe('the compared range of a difference against survey dates', () => {
  it('takes startDate and endDate beside a date-range compareTo', () => {
    const body = { type: 'difference', compareTo: baseline, startDate: '2025-03-04', endDate: '2025-03-09' };
    expect(heatmapBodySchema.parse(body)).toMatchObject({ startDate: '2025-03-04', endDate: '2025-03-09' });
    expect(issuesOf({ type: 'difference', compareTo: baseline, endDate: '2025-03-09' })).toEqual([]);
  });

  it('refuses them without a date-range baseline, naming each', () => {
    expect(issuesOf({ type: 'difference', compareTo: 'prediction', startDate: '2025-03-04' })).toEqual([
      'startDate: startDate is only for a difference against a date range',
    ]);
    expect(issuesOf({ type: 'primary-coverage', endDate: '2025-03-04' })).toEqual([
      'endDate: endDate is only for a difference against a date range',
    ]);
    expect(issuesOf({ type: 'difference', compareTo: baseline, startDate: '2025-02-30' })).toHaveLength(1);
  });
});
