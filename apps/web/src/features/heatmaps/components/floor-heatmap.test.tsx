import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiScopeProvider, type ApiScope } from '@/components/api-scope';
import { renderWithProviders } from '@/test/render';
import {
  answerEveryHeatmap,
  heatmapAnswer,
  heatmapRequests,
  resetHeatmapsBeforeEach,
} from '../test/heatmap-api';
import { fixtureAnswer } from '../test/heatmap-fixtures';
import { FloorHeatmap } from './floor-heatmap';
import { FloorHeatmapLegend } from './floor-heatmap-legend';
import type { FloorHeatmapView } from './floor-heatmap-params';

resetHeatmapsBeforeEach();

const DEMO_SCOPE: ApiScope = {
  name: 'demo',
  isReadOnly: true,
  handlesUnauthorized: false,
  mapPath: (path) => path.replace('/heatmapapi/v1/', '/heatmapapi/v1/demo/'),
};

const VIEW: FloorHeatmapView = {
  projectId: 'p-1',
  floorId: 'f-1',
  projectVersion: 2,
  widthUnits: 400,
  heightUnits: 200,
  request: { type: 'primary-coverage', signalPrediction: 'one-floor', requirementGreyOut: true },
  opacity: 0.6,
  visualizationHeightMeters: 2.5,
};

describe('FloorHeatmap', () => {
  it('sends the chosen visualization height in the screen’s scope, and the legend reuses the answer', async () => {
    const answer = fixtureAnswer({ type: 'primary-coverage' });
    answerEveryHeatmap(heatmapAnswer(answer));
    renderWithProviders(
      <ApiScopeProvider scope={DEMO_SCOPE}>
        <FloorHeatmap view={VIEW} />
        <FloorHeatmapLegend view={VIEW} />
      </ApiScopeProvider>,
    );
    expect(await screen.findByRole('img', { name: 'Primary Coverage heatmap' })).toBeTruthy();
    expect(await screen.findByText('Fails the requirement of at least \u221267 dBm')).toBeTruthy();
    expect(heatmapRequests()).toHaveLength(1);
    const { url, request } = heatmapRequests()[0] ?? {};
    expect(url).toBe('/heatmapapi/v1/demo/projects/p-1/floor-plans/f-1/heatmap?version=2');
    expect(request?.body).toMatchObject({
      type: 'primary-coverage',
      signalPrediction: 'one-floor',
      visualizationHeightMeters: 2.5,
    });
  });
});
