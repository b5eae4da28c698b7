import { describe, expect, it } from 'vitest';
import { heatmapBodySchema } from './heatmaps';
import { isoDate } from './insights-common';
import { projectListQuerySchema } from './insights-projects';

/** Messages of a failed parse by path, so a test names the field a 400 would name. */
function issuesOf(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return (result.error?.issues ?? []).map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

describe('the heatmap request body', () => {
  it('requires compareTo for a difference heatmap and refuses it for any other type', () => {
    expect(issuesOf(heatmapBodySchema.safeParse({ type: 'difference' }))).toEqual([
      'compareTo: compareTo is required for difference',
    ]);
    expect(
      issuesOf(heatmapBodySchema.safeParse({ type: 'primary-coverage', compareTo: 'prediction' })),
    ).toEqual(['compareTo: compareTo is only for difference']);
  });

  it('takes a difference against the prediction or against a survey date range', () => {
    expect(heatmapBodySchema.safeParse({ type: 'difference', compareTo: 'prediction' }).success).toBe(true);
    const range = { startDate: '2026-01-01', endDate: '2026-01-31' };
    expect(heatmapBodySchema.parse({ type: 'difference', compareTo: range }).compareTo).toEqual(range);
    expect(
      heatmapBodySchema.safeParse({ type: 'difference', compareTo: { ...range, extra: 1 } }).success,
    ).toBe(false);
  });

  it('takes the planning fields and refuses unknown ones', () => {
    const body = { type: 'capacity', signalPrediction: 'multi-floor', deviceProfileId: 'smartphone' };
    expect(heatmapBodySchema.parse(body)).toEqual(body);
    expect(heatmapBodySchema.safeParse({ type: 'capacity', signalPrediction: 'all-floors' }).success).toBe(
      false,
    );
    expect(heatmapBodySchema.safeParse({ type: 'ap-count', deviceProfileId: '' }).success).toBe(false);
    expect(heatmapBodySchema.safeParse({ type: 'requirement', colour: 'red' }).success).toBe(false);
  });
});

describe('query values', () => {
  it('accepts calendar days only', () => {
    expect(isoDate.safeParse('2024-02-29').success).toBe(true);
    expect(issuesOf(isoDate.safeParse('2023-02-29'))).toEqual([': must be a real date']);
    expect(issuesOf(isoDate.safeParse('29.02.2024'))).toContain(': must be a date YYYY-MM-DD');
  });

  it("reads the project list's flags from true/false/1/0", () => {
    const parsed = projectListQuerySchema.parse({ includeTag: '1', includeProjectUser: 'false' });
    expect(parsed.includeTag).toBe(true);
    expect(parsed.includeProjectUser).toBe(false);
    expect(projectListQuerySchema.parse({ includeTag: 'true', includeProjectUser: '0' })).toMatchObject({
      includeTag: true,
      includeProjectUser: false,
    });
    expect(projectListQuerySchema.safeParse({ includeTag: 'yes' }).success).toBe(false);
  });
});
