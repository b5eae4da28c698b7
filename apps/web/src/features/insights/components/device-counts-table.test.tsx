import { afterEach, describe, expect, it, vi } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes } from '@/test/render';
import { DeviceCountsTable, generationOfLabel } from './device-counts-table';
import { page, stubApi } from './test-api';

// Whole screens render here; on the shared CI cores their first render can take longer than the 1 s default.
configure({ asyncUtilTimeout: 5000 });

const ROW = {
  apName: 'AP-01',
  vendor: 'Aruba',
  model: 'AP-535',
  wifiGeneration: 'Wi-Fi 6E',
  technology: null,
  radioCount: 3,
  channelAndPower: '1 (20 MHz) 14 dBm, 36 (80 MHz) 18 dBm',
  height: 2.7,
  installation: 'CEILING',
  projectName: 'Berlin HQ',
  projectId: 'p1',
  deviceCount: 12,
};

afterEach(() => vi.unstubAllGlobals());

describe('generationOfLabel', () => {
  it('reads the generation of a label and nothing else', () => {
    expect(generationOfLabel('Wi-Fi 6E')).toBe('6E');
    expect(generationOfLabel('Wi-Fi 7')).toBe(7);
    expect(generationOfLabel('Bluetooth')).toBeNull();
    expect(generationOfLabel(null)).toBeNull();
  });
});

describe('DeviceCountsTable', { timeout: 20_000 }, () => {
  it('shows the inventory of one project with its generation icon and the total device count', async () => {
    const { requests } = stubApi([
      (request) =>
        request.path === '/insightapi/v1/deviceCounts'
          ? { status: 200, body: page([ROW], 1) }
          : request.path === '/insightapi/v1/deviceCounts/totals'
            ? { status: 200, body: { totalDeviceCount: 12 } }
            : undefined,
    ]);
    renderRoutes(
      [{ path: '/', element: <DeviceCountsTable projectId="p1" projectHref={(id) => `/projects/${id}`} /> }],
      '/',
    );
    const table = await screen.findByRole('table', { name: 'Device counts' });
    await within(table).findByText('AP-535');
    expect(within(table).getByText('Wi-Fi 6E')).toBeTruthy();
    expect(table.querySelector('[data-icon="wifi-generation-6E-small"]')).not.toBeNull();
    expect(within(table).queryByRole('columnheader', { name: 'Project' })).toBeNull();
    await waitFor(() => expect(within(table).getByText('Total devices')).toBeTruthy());
    const request = requests.find((candidate) => candidate.path === '/insightapi/v1/deviceCounts');
    expect(request?.params.get('projectId')).toBe('p1');
    expect(request?.params.get('size')).toBe('5');
  });

  it('searches after the pause in typing and shows the inventory failure text', async () => {
    const { requests } = stubApi([
      (request) =>
        request.path === '/insightapi/v1/deviceCounts'
          ? request.params.get('query') === '12'
            ? { status: 500, body: { message: 'boom' } }
            : { status: 200, body: page([ROW], 1) }
          : request.path === '/insightapi/v1/deviceCounts/totals'
            ? { status: 200, body: { totalDeviceCount: 12 } }
            : undefined,
    ]);
    renderRoutes(
      [{ path: '/', element: <DeviceCountsTable projectHref={(id) => `/projects/${id}`} /> }],
      '/',
    );
    await screen.findByText('AP-535');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search devices' }), '12');
    expect(await screen.findByText('Could not load network inventory', {}, { timeout: 3000 })).toBeTruthy();
    expect(
      requests
        .filter((request) => request.path === '/insightapi/v1/deviceCounts')
        .map((r) => r.params.get('query')),
    ).toEqual([null, '12']);
  });
});
