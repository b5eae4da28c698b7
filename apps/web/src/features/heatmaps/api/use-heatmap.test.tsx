import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApiClient } from '@/lib/api-client';
import { renderWithProviders } from '@/test/render';
import { HeatmapLayer } from '../components/heatmap-layer';
import { fixtureAnswer } from '../test/heatmap-fixtures';
import { heatmapCache, isEmptyHeatmap } from './load-heatmap';
import { useHeatmap } from './use-heatmap';

const fetchMock = vi.fn<typeof fetch>();

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

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  configureApiClient({ onUnauthorized: () => {}, onError: () => {} });
  heatmapCache().clear();
});

afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

describe('useHeatmap', () => {
  it('loads and draws a heatmap', async () => {
    const answer = fixtureAnswer({ type: 'primary-coverage' });
    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify(answer), { status: 200, headers: { 'Content-Type': 'application/json' } }),
    );
    renderWithProviders(<Probe floorId="f-1" />);
    expect(await screen.findByText(`cells ${answer.grid.cols * answer.grid.rows}`)).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Primary Coverage heatmap' })).toBeTruthy();
  });

  it('shows an empty heatmap, not an error, when the call fails', async () => {
    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify({ message: 'boom' }), { status: 500 }));
    renderWithProviders(<Probe floorId="f-2" />);
    await waitFor(() => expect(screen.getByText('empty')).toBeTruthy());
    expect(screen.queryByRole('img')).toBeNull();
  });
});
