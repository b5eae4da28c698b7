import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { HeatmapLayer } from '../components/heatmap-layer';
import { reply } from '@/test/fake-api';
import { answerHeatmapsInTurn, heatmapAnswer, resetHeatmapsBeforeEach } from '../test/heatmap-api';
import { fixtureAnswer } from '../test/heatmap-fixtures';
import { isEmptyHeatmap } from './load-heatmap';
import { useHeatmap } from './use-heatmap';

resetHeatmapsBeforeEach();

function Probe({ floorId }: { floorId: string }) {
  const { data, isError, isPending } = useHeatmap({
    projectId: 'p-1',
    floorId,
    version: 1,
    request: { type: 'primary-coverage' },
  });
  if (isPending) {
    return <p>loading</p>;
  }
  return (
    <div>
      <p>
        {isError
          ? 'error'
          : data === undefined || isEmptyHeatmap(data)
            ? 'empty'
            : `cells ${data.bins.length}`}
      </p>
      {data === undefined ? null : <HeatmapLayer heatmap={data} widthPx={400} heightPx={200} />}
    </div>
  );
}

describe('useHeatmap', () => {
  it('loads and draws a heatmap', async () => {
    const answer = fixtureAnswer({ type: 'primary-coverage' });
    answerHeatmapsInTurn(heatmapAnswer(answer));
    renderWithProviders(<Probe floorId="f-1" />);
    expect(await screen.findByText(`cells ${answer.grid.cols * answer.grid.rows}`)).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Primary Coverage heatmap' })).toBeTruthy();
  });

  it('shows an empty heatmap, not an error, when the call fails', async () => {
    answerHeatmapsInTurn(reply(500, { message: 'boom' }));
    renderWithProviders(<Probe floorId="f-2" />);
    await waitFor(() => expect(screen.getByText('empty')).toBeTruthy());
    expect(screen.queryByRole('img')).toBeNull();
  });
});
