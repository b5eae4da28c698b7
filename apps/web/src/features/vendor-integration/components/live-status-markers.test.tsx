import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { vendorIntegrationEndpoints as endpoints } from '@airlens/contract';
import { fakeApi } from '@/test/fake-api';
import { renderWithProviders, testQueryClient } from '@/test/render';
import { LiveStatusMarkers } from './live-status-markers';

const PROJECT_ID = '4b7e2c10-9a8d-4f6e-8b1a-2c3d4e5f6a7b';
const SIZE = { widthUnits: 1000, heightUnits: 500 };
const APS = [
  { id: 'ap-1', x: 100, y: 200 },
  { id: 'ap-2', x: 300, y: 50 },
  { id: 'ap-unmatched', x: 10, y: 10 },
];

function device(accessPointId: string, status: 'online' | 'alerting' | 'offline' | 'dormant') {
  return {
    accessPointId,
    serial: `Q2-${accessPointId}`,
    name: `device ${accessPointId}`,
    model: 'MR46',
    online: status === 'online' || status === 'alerting',
    status,
    clients: 2,
    radios: [],
    plannedDiff: [],
  };
}

describe('LiveStatusMarkers', () => {
  it('marks each matched AP at its marker’s upper right with its status’s shape and colours', async () => {
    fakeApi.on(endpoints.getProjectVendorLive, [
      device('ap-1', 'online'),
      device('ap-2', 'offline'),
      device('ap-far', 'online'),
    ]);
    renderWithProviders(
      <LiveStatusMarkers projectId={PROJECT_ID} size={SIZE} accessPoints={APS} markerRadius={8} />,
    );
    await waitFor(() =>
      expect(screen.getByTestId('live-status-markers').querySelectorAll('g')).toHaveLength(2),
    );
    const layer = screen.getByTestId('live-status-markers');
    expect(layer.getAttribute('viewBox')).toBe('0 0 1000 500');
    expect(layer.getAttribute('aria-hidden')).toBe('true');
    const marks = [...layer.querySelectorAll('g')].map((mark) => {
      const circle = mark.querySelector('circle');
      return [
        mark.getAttribute('data-ap-id'),
        mark.getAttribute('data-status'),
        circle?.getAttribute('cx'),
        circle?.getAttribute('cy'),
        mark.textContent,
      ];
    });
    expect(marks).toEqual([
      ['ap-1', 'online', '108', '192', '●'],
      ['ap-2', 'offline', '308', '42', '✕'],
    ]);
  });

  it('draws nothing for a project that is not linked', async () => {
    fakeApi.on(endpoints.getProjectVendorLive, []);
    const queryClient = testQueryClient();
    renderWithProviders(
      <LiveStatusMarkers projectId={PROJECT_ID} size={SIZE} accessPoints={APS} markerRadius={8} />,
      { queryClient },
    );
    // Settled on the empty answer (not merely asked), so a layer drawn for it would be in the page by now.
    await waitFor(() => expect(queryClient.getQueryCache().getAll()[0]?.state.status).toBe('success'));
    expect(screen.queryByTestId('live-status-markers')).toBeNull();
  });
});
