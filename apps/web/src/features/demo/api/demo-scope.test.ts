import { describe, expect, it } from 'vitest';
import { DEMO_API_SCOPE, demoPath } from './demo-scope';

describe('demoPath', () => {
  it('moves the insights, project and heatmap calls under the demo prefix and leaves others alone', () => {
    expect(demoPath('/insightapi/v1/projects')).toBe('/insightapi/v1/demo/projects');
    expect(demoPath('/insightapi/v1/surveyEvents/totals')).toBe('/insightapi/v1/demo/surveyEvents/totals');
    expect(demoPath('/projectapi/v1/projects/p1/thumbnail.png')).toBe(
      '/projectapi/v1/demo/projects/p1/thumbnail.png',
    );
    expect(demoPath('/heatmapapi/v1/projects/p1/floor-plans/f1/inspect')).toBe(
      '/heatmapapi/v1/demo/projects/p1/floor-plans/f1/inspect',
    );
    expect(demoPath('/userapi/v1/users/who-am-i')).toBe('/userapi/v1/users/who-am-i');
  });

  it('is read-only and never ends a session on 401', () => {
    expect(DEMO_API_SCOPE.isReadOnly).toBe(true);
    expect(DEMO_API_SCOPE.handlesUnauthorized).toBe(false);
  });
});
