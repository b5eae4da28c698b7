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

const MODEL_ROW = {
  vendor: 'Aruba',
  model: 'AP-535',
  deviceCount: 12,
  radioCount: 36,
  radiosByBand: { TWO: 12, FIVE: 12, SIX: 10 },
  projectCount: 2,
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

  it('switches to one row per vendor and model from the keyboard, keeping it in the URL and the same total', async () => {
    const { requests } = stubApi([
      (request) =>
        request.path === '/insightapi/v1/deviceCounts'
          ? {
              status: 200,
              body: request.params.get('groupBy') === 'model' ? page([MODEL_ROW], 1) : page([ROW], 1),
            }
          : request.path === '/insightapi/v1/deviceCounts/totals'
            ? { status: 200, body: { totalDeviceCount: 12 } }
            : undefined,
    ]);
    const { router } = renderRoutes(
      [{ path: '/', element: <DeviceCountsTable projectHref={(id) => `/projects/${id}`} /> }],
      '/?band=SIX',
    );
    await screen.findByRole('table', { name: 'Device counts' });
    const toggle = screen.getByRole('group', { name: 'Group inventory by' });
    expect(within(toggle).getByRole('button', { name: 'Configuration' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    // Sorted by a column only the configuration lines have: the switch falls back to the most devices first.
    await userEvent.click(await screen.findByRole('button', { name: 'Project' }));
    await waitFor(() => expect(requests.at(-1)?.params.get('sort')).toMatch(/^projectName,/));
    const byModel = within(toggle).getByRole('button', { name: 'Vendor and model' });
    byModel.focus();
    await userEvent.keyboard(' ');
    const table = await screen.findByRole('table', { name: 'Device counts by vendor and model' });
    const row = (await within(table).findByText('AP-535')).closest('tr');
    expect(row?.textContent).toBe('ArubaAP-53536121210212');
    expect(within(table).getByRole('columnheader', { name: '6 GHz radios' })).toBeTruthy();
    // The section stays in place: the pressed button keeps the keyboard focus.
    expect(byModel.getAttribute('aria-pressed')).toBe('true');
    expect(document.activeElement).toBe(byModel);
    expect(router.state.location.search).toBe('?band=SIX&inventoryBy=model');
    const asked = requests.filter((request) => request.params.get('groupBy') === 'model');
    expect(asked.at(-1)?.params.get('sort')).toBe('deviceCount,desc');
    await waitFor(() =>
      expect(within(table).getByText('Total devices').closest('tr')?.textContent).toContain('12'),
    );
    // Back to the configuration lines: the URL is clean again and their requests name no grouping.
    within(toggle).getByRole('button', { name: 'Configuration' }).focus();
    await userEvent.keyboard('{Enter}');
    const lines = await screen.findByRole('table', { name: 'Device counts' });
    expect(await within(lines).findByText('AP-01')).toBeTruthy();
    expect(router.state.location.search).toBe('?band=SIX');
    expect(
      requests.filter((request) => request.params.has('groupBy')).map((r) => r.params.get('groupBy')),
    ).toEqual(asked.map(() => 'model'));
  });

  it('opens grouped by vendor and model from a shared link, without a projects column in a project', async () => {
    const { requests } = stubApi([
      (request) =>
        request.path === '/insightapi/v1/deviceCounts'
          ? { status: 200, body: page([MODEL_ROW], 1) }
          : request.path === '/insightapi/v1/deviceCounts/totals'
            ? { status: 200, body: { totalDeviceCount: 12 } }
            : undefined,
    ]);
    renderRoutes(
      [{ path: '/', element: <DeviceCountsTable projectId="p1" projectHref={(id) => `/projects/${id}`} /> }],
      '/?inventoryBy=model',
    );
    const table = await screen.findByRole('table', { name: 'Device counts by vendor and model' });
    await within(table).findByText('AP-535');
    expect(within(table).queryByRole('columnheader', { name: 'Projects' })).toBeNull();
    const request = requests.find((candidate) => candidate.path === '/insightapi/v1/deviceCounts');
    expect(request?.params.get('groupBy')).toBe('model');
    expect(request?.params.get('projectId')).toBe('p1');
  });
});
