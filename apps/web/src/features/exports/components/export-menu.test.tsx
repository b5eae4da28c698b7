import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { exportsEndpoints } from '@airlens/contract';
import { clearNotifications } from '@/lib/notifications';
import { clearSession, setSessionUser } from '@/lib/session';
import { fakeApi, reply } from '@/test/fake-api';
import { renderWithProviders, testConfig } from '@/test/render';
import { fakeUser } from '@/test/users';
import { ExportMenu } from './export-menu';

const PROJECT = '3f2b8c1e-9a4d-4c6b-8f1e-2d3c4b5a6978';
const WAIT = { timeout: 5_000 };
const saved: { href: string; download: string }[] = [];

/** The requests sent, as the path with its query. */
function sentUrls(): string[] {
  return fakeApi.requests.map((request) =>
    request.params.size > 0 ? `${request.path}?${request.params}` : request.path,
  );
}

function renderMenu(flags: { rssiExport: boolean; projectDownload: boolean }, onReport?: () => void) {
  const base = testConfig();
  return renderWithProviders(
    <ExportMenu
      projectId={PROJECT}
      leadingEntries={onReport === undefined ? [] : [{ id: 'report', label: 'Report…', onSelect: onReport }]}
    />,
    { config: testConfig({ featureFlags: { ...base.featureFlags, ...flags } }) },
  );
}

async function openMenu(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Export' }));
  return screen.findByRole('menu', {}, WAIT);
}

function entriesOf(menu: HTMLElement): string[] {
  return within(menu)
    .getAllByRole('menuitem')
    .map((item) => item.textContent);
}

beforeEach(() => {
  saved.length = 0;
  setSessionUser(fakeUser());
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:bom');
  vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
  // The saved file's link is caught here instead of navigating.
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ href: this.getAttribute('href') ?? '', download: this.download });
  });
});

afterEach(() => {
  act(() => {
    clearSession();
    clearNotifications();
  });
  vi.restoreAllMocks();
});

describe('ExportMenu', { timeout: 20_000 }, () => {
  it('offers every export to a member when both flags are on, the files as download links', async () => {
    const user = userEvent.setup();
    renderMenu({ rssiExport: true, projectDownload: true });
    const menu = await openMenu(user);
    expect(entriesOf(menu)).toEqual([
      'Bill of materials (CSV)',
      'Bill of materials (XLSX)',
      'RSSI measurements (CSV)',
      'Download .esx',
      'Catalyst Center archive',
    ]);
    const rssi = within(menu).getByRole('menuitem', { name: 'RSSI measurements (CSV)' });
    expect(rssi.getAttribute('href')).toBe(`/projectapi/v1/projects/${PROJECT}/rssi-export?format=csv`);
    expect(rssi.hasAttribute('download')).toBe(true);
    const esx = within(menu).getByRole('menuitem', { name: 'Download .esx' });
    expect(esx.getAttribute('href')).toBe(`/esxfileapi/v1/projects/${PROJECT}/download`);
    const catalyst = within(menu).getByRole('menuitem', { name: 'Catalyst Center archive' });
    expect(catalyst.getAttribute('href')).toBe(
      `/esxfileapi/v1/projects/${PROJECT}/controller-export?format=catalyst-center`,
    );
    expect(catalyst.hasAttribute('download')).toBe(true);
  });

  it('leaves out the RSSI export and the .esx when their flags are off', async () => {
    const user = userEvent.setup();
    renderMenu({ rssiExport: false, projectDownload: false });
    expect(entriesOf(await openMenu(user))).toEqual([
      'Bill of materials (CSV)',
      'Bill of materials (XLSX)',
      'Catalyst Center archive',
    ]);
  });

  it('offers a guest the bill of materials and the Catalyst Center archive only, whatever the flags', async () => {
    setSessionUser(fakeUser({ role: 'GUEST' }));
    const user = userEvent.setup();
    renderMenu({ rssiExport: true, projectDownload: true });
    expect(entriesOf(await openMenu(user))).toEqual([
      'Bill of materials (CSV)',
      'Bill of materials (XLSX)',
      'Catalyst Center archive',
    ]);
  });

  it('lists entries another feature adds first and calls them', async () => {
    const onReport = vi.fn();
    const user = userEvent.setup();
    renderMenu({ rssiExport: true, projectDownload: false }, onReport);
    const menu = await openMenu(user);
    expect(entriesOf(menu)[0]).toBe('Report…');
    await user.click(within(menu).getByRole('menuitem', { name: 'Report…' }));
    expect(onReport).toHaveBeenCalledTimes(1);
  });

  it('opens from the keyboard and downloads the bill of materials as XLSX under the server’s file name', async () => {
    fakeApi.on(
      exportsEndpoints.getBillOfMaterials,
      () =>
        new Response(new Blob(['xlsx bytes']), {
          status: 200,
          headers: {
            'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
            'Content-Disposition': `attachment; filename="Caf_ bill of materials.xlsx"; filename*=UTF-8''Caf%C3%A9%20bill%20of%20materials.xlsx`,
          },
        }),
    );
    const user = userEvent.setup();
    renderMenu({ rssiExport: false, projectDownload: false });
    await user.tab();
    expect(screen.getByRole('button', { name: 'Export' })).toBe(document.activeElement);
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu', {}, WAIT);
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(
      within(menu).getByRole('menuitem', { name: 'Bill of materials (XLSX)' }),
    );
    await user.keyboard('{Enter}');
    await vi.waitFor(() =>
      expect(saved).toEqual([{ href: 'blob:bom', download: 'Café bill of materials.xlsx' }]),
    );
    expect(fakeApi.requests.map((request, index) => [sentUrls()[index], request.method])).toEqual([
      [`/projectapi/v1/projects/${PROJECT}/bom?format=xlsx`, 'GET'],
    ]);
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('shows a failed download as an error notification and saves nothing', async () => {
    fakeApi.on(exportsEndpoints.getBillOfMaterials, reply(404, { message: 'Object Not Found Matching Id' }));
    const user = userEvent.setup();
    renderMenu({ rssiExport: false, projectDownload: false });
    await user.click(within(await openMenu(user)).getByRole('menuitem', { name: 'Bill of materials (CSV)' }));
    expect(await screen.findByText('The bill of materials could not be downloaded', {}, WAIT)).toBeTruthy();
    expect(sentUrls()[0]).toBe(`/projectapi/v1/projects/${PROJECT}/bom?format=csv`);
    expect(saved).toEqual([]);
  });
});
