import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vendorIntegrationEndpoints as endpoints, type VendorLiveDevice } from '@airlens/contract';
import { fakeApi, reply } from '@/test/fake-api';
import { renderWithProviders } from '@/test/render';
import { LIVE_POLL_MS } from '../api/vendor-integration';
import { FloorLiveBadges } from './floor-live-badges';

const PROJECT_ID = '4b7e2c10-9a8d-4f6e-8b1a-2c3d4e5f6a7b';
const FLOOR_APS = [
  { id: 'ap-1', name: 'AP-1A-01' },
  { id: 'ap-2', name: 'AP-1A-02' },
  { id: 'ap-3', name: 'AP-1A-03' },
];

function device(accessPointId: string, status: VendorLiveDevice['status'], clients: number | null) {
  return {
    accessPointId,
    serial: `Q2-${accessPointId}`,
    name: `device ${accessPointId}`,
    model: 'MR46',
    online: status === 'online' || status === 'alerting',
    status,
    clients,
    radios: [],
    plannedDiff: [],
  };
}

const LIVE = [
  device('ap-1', 'online', 3),
  device('ap-2', 'alerting', 1),
  device('ap-3', 'offline', null),
  // Matched, but on another floor: not shown here.
  device('ap-9', 'online', 7),
];

afterEach(() => {
  vi.useRealTimers();
});

describe('FloorLiveBadges', () => {
  it('shows each matched AP of the floor with its status in words and its clients, and a legend', async () => {
    fakeApi.on(endpoints.getProjectVendorLive, LIVE);
    renderWithProviders(<FloorLiveBadges projectId={PROJECT_ID} accessPoints={FLOOR_APS} />);
    const section = await screen.findByRole('region', { name: 'Live status' });
    const list = within(section).getByRole('list', { name: 'Access points’ live status' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['●OnlineAP-1A-01 · 3 clients', '▲AlertingAP-1A-02 · 1 client', '✕OfflineAP-1A-03']);
    const legend = within(section).getByRole('list', { name: 'Live status legend' });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '●Onlineup and serving',
      '▲Alertingup, with an alert on the controller',
      '✕Offlinenot reachable',
      '○Dormantnot seen for a long time',
    ]);
    expect(within(section).getByText(/refreshes every 30 s/)).toBeTruthy();
  });

  it('asks again every 30 seconds and on "Refresh now" from the keyboard', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fakeApi.on(endpoints.getProjectVendorLive, LIVE);
    renderWithProviders(<FloorLiveBadges projectId={PROJECT_ID} accessPoints={FLOOR_APS} />);
    await screen.findByRole('region', { name: 'Live status' });
    expect(fakeApi.requestsTo(endpoints.getProjectVendorLive)).toHaveLength(1);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(LIVE_POLL_MS);
    });
    await waitFor(() => expect(fakeApi.requestsTo(endpoints.getProjectVendorLive)).toHaveLength(2));
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    const refresh = screen.getByRole('button', { name: 'Refresh now' });
    refresh.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(fakeApi.requestsTo(endpoints.getProjectVendorLive)).toHaveLength(3));
  });

  it('shows nothing for a project that is not linked', async () => {
    fakeApi.on(endpoints.getProjectVendorLive, []);
    const { container } = renderWithProviders(
      <FloorLiveBadges projectId={PROJECT_ID} accessPoints={FLOOR_APS} />,
    );
    await waitFor(() => expect(fakeApi.requestsTo(endpoints.getProjectVendorLive)).toHaveLength(1));
    expect(screen.queryByRole('region', { name: 'Live status' })).toBeNull();
    expect(container.textContent).toBe('');
  });

  it('says so when no AP of this floor is matched', async () => {
    fakeApi.on(endpoints.getProjectVendorLive, [device('ap-9', 'online', 7)]);
    renderWithProviders(<FloorLiveBadges projectId={PROJECT_ID} accessPoints={FLOOR_APS} />);
    expect(
      await screen.findByText('No access point on this floor is matched to a controller device.'),
    ).toBeTruthy();
  });

  it('warns when the controller cannot be asked', async () => {
    fakeApi.on(
      endpoints.getProjectVendorLive,
      reply(502, { message: 'Meraki getOrganizationDevicesStatuses failed (HTTP 503): busy' }),
    );
    renderWithProviders(<FloorLiveBadges projectId={PROJECT_ID} accessPoints={FLOOR_APS} />);
    expect(
      await screen.findByText(
        /The controller’s live status is unavailable: Meraki getOrganizationDevicesStatuses/,
      ),
    ).toBeTruthy();
  });
});
