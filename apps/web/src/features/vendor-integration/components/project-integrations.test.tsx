import { afterEach, describe, expect, it } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vendorIntegrationEndpoints as endpoints } from '@airlens/contract';
import { clearSession, setSessionUser } from '@/lib/session';
import { fakeApi } from '@/test/fake-api';
import { renderWithProviders } from '@/test/render';
import { fakeUser } from '@/test/users';
import { API_KEY, DRY_RUN_ID, PROJECT_ID, PUSH_ID, stubVendorApi } from '../test/vendor-api';
import { ProjectIntegrations } from './project-integrations';

configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  clearSession();
});

function renderPage() {
  renderWithProviders(<ProjectIntegrations projectId={PROJECT_ID} />);
}

describe('ProjectIntegrations', () => {
  it('shows the link, the matches with their status and the live status of a linked project', async () => {
    setSessionUser(fakeUser({ orgAdmin: true }));
    stubVendorApi();
    renderPage();
    expect(await screen.findByText(/with the API key ending in/)).toBeTruthy();
    expect(screen.queryByText(API_KEY)).toBeNull();
    const matches = await screen.findByRole('table', { name: 'Access point matches' });
    const [, first, second] = within(matches).getAllByRole('row');
    expect(first?.textContent).toContain('AP-1A-01');
    expect(first?.textContent).toContain('Matched');
    expect(first?.textContent).toContain('Name');
    expect(second?.textContent).toContain('Ambiguous');
    const live = await screen.findByRole('table', { name: 'Live status' });
    expect(live.textContent).toContain('Online');
    expect(live.textContent).toContain('5 GHz channel: planned 52, live 36');
  });

  it('settles an ambiguous AP by hand and saves the link', async () => {
    setSessionUser(fakeUser({ orgAdmin: false }));
    stubVendorApi();
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('combobox', { name: 'Override for AP-1A-03' }));
    await user.click(await screen.findByRole('option', { name: 'Q2AA-0033' }));
    await user.click(screen.getByRole('button', { name: 'Save link' }));
    await waitFor(() => expect(fakeApi.requestsTo(endpoints.putProjectVendorLink)).toHaveLength(1));
    expect(fakeApi.requestsTo(endpoints.putProjectVendorLink)[0]?.body).toEqual({
      organizationId: '549236',
      networkId: 'L_1',
      floorMappings: [{ floorPlanId: 'floor-1', controllerFloorPlanId: 'g_1' }],
      overrides: [{ accessPointId: 'ap-3', serial: 'Q2AA-0033' }],
    });
  });

  it('runs a dry run, then lets an admin push and roll back', async () => {
    setSessionUser(fakeUser({ orgAdmin: true }));
    stubVendorApi();
    renderPage();
    const user = userEvent.setup();
    const push = await screen.findByRole('button', { name: 'Push to the controller' });
    expect((push as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Dry run' }));
    const diff = await screen.findByRole('table', { name: 'Dry run' });
    expect(diff.textContent).toContain('name: "lobby"');
    expect(diff.textContent).toContain('name: "AP-1A-01"');
    expect(diff.textContent).toContain('Will change');
    expect(fakeApi.requestsTo(endpoints.createVendorChange)[0]?.body).toEqual({
      kind: 'names',
      dryRun: true,
    });
    await waitFor(() => expect((push as HTMLButtonElement).disabled).toBe(false));
    await user.click(push);
    expect((await screen.findByRole('table', { name: 'Push' })).textContent).toContain('Applied');
    await user.click(await screen.findByRole('button', { name: 'Roll back' }));
    expect(await screen.findByRole('table', { name: 'Rollback' })).toBeTruthy();
    expect(fakeApi.requestsTo(endpoints.rollbackVendorChange)[0]?.pathParams).toEqual({
      id: PROJECT_ID,
      changeId: PUSH_ID,
    });
    expect(
      fakeApi.requestsTo(endpoints.getVendorChange).some((r) => r.pathParams.changeId === DRY_RUN_ID),
    ).toBe(true);
  });

  it('lets an admin create a floor on the controller from the floor mapping, and asks the link again', async () => {
    setSessionUser(fakeUser({ orgAdmin: true }));
    stubVendorApi();
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Create Ground Floor on the controller' }));
    expect(
      await screen.findByText('Created “Ground Floor” on the controller and mapped Ground Floor to it.'),
    ).toBeTruthy();
    expect(fakeApi.requestsTo(endpoints.createVendorFloorPlan)[0]?.body).toEqual({ floorPlanId: 'floor-1' });
    await waitFor(() => expect(fakeApi.requestsTo(endpoints.getProjectVendorLink).length).toBeGreaterThan(1));
  });

  it('offers floor creation to organisation admins only', async () => {
    setSessionUser(fakeUser({ orgAdmin: false }));
    stubVendorApi();
    renderPage();
    expect(
      await screen.findByRole('combobox', { name: 'Controller floor plan for Ground Floor' }),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Create Ground Floor on the controller' })).toBeNull();
  });

  it('previews controller names for measured APs and renames them as one edit', async () => {
    setSessionUser(fakeUser({ orgAdmin: false }));
    stubVendorApi();
    renderPage();
    const user = userEvent.setup();
    const table = await screen.findByRole('table', { name: 'Proposed access point names' });
    expect(within(table).getAllByRole('row')[1]?.textContent).toBe('Measured AP-36:c0office-36c0Q2AA-0036');
    await user.click(screen.getByRole('button', { name: 'Rename 1 access point from the controller' }));
    expect(await screen.findByText(/Renamed 1 access point\. The project’s next version/)).toBeTruthy();
    expect(fakeApi.requestsTo(endpoints.applyVendorApRenames)[0]?.body).toEqual({ accessPointIds: ['ap-9'] });
    expect(await screen.findByText('No measured access point has a controller name to take.')).toBeTruthy();
  });

  it('tells a non-admin that only admins push, and offers no push button', async () => {
    setSessionUser(fakeUser({ orgAdmin: false }));
    stubVendorApi();
    renderPage();
    expect(await screen.findByText('Only organization admins push changes.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Push to the controller' })).toBeNull();
  });

  it('optimizes channels and shows the predicted interference before and after', async () => {
    setSessionUser(fakeUser({ orgAdmin: true }));
    stubVendorApi();
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Optimize channels' }));
    expect(
      await screen.findByText(/6.2 dB over 40 % of the area now, 1.1 dB over 8.5 % with the plan/),
    ).toBeTruthy();
    expect(fakeApi.requestsTo(endpoints.optimizeVendorChannels)[0]?.body).toEqual({
      frequencyBand: 'FIVE',
      allowDfs: false,
    });
    // The channel-interference heatmap of the proposal, with a before/after toggle and its legend.
    expect(
      await screen.findByRole('img', {
        name: 'Channel interference on Ground Floor with the plan: co-channel access points heard per spot',
      }),
    ).toBeTruthy();
    expect(fakeApi.requestsTo(endpoints.getVendorOptimizationHeatmap)[0]?.body).toEqual({
      floorPlanId: 'floor-1',
      frequencyBand: 'FIVE',
      plan: [{ accessPointId: 'ap-1', channel: 44, channelWidth: 20, power: 14 }],
    });
    const legend = screen.getByRole('list', { name: 'Channel interference legend' });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['None', '1 or more']);
    await user.click(screen.getByRole('button', { name: 'Before' }));
    expect(
      screen.getByRole('img', {
        name: 'Channel interference on Ground Floor now: co-channel access points heard per spot',
      }),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Use this plan for the radio settings push' }));
    await user.click(await screen.findByRole('button', { name: 'Dry run' }));
    await waitFor(() => expect(fakeApi.requestsTo(endpoints.createVendorChange)).toHaveLength(1));
    expect(fakeApi.requestsTo(endpoints.createVendorChange)[0]?.body).toEqual({
      kind: 'radio-settings',
      dryRun: true,
      radioPlan: [{ accessPointId: 'ap-1', band: 'FIVE', channel: 44, channelWidth: 20, power: 14 }],
    });
  });

  it('shows read-only members the live status only', async () => {
    setSessionUser(fakeUser());
    stubVendorApi({ linkStatus: 403 });
    renderPage();
    expect(await screen.findByRole('table', { name: 'Live status' })).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Access point matches' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Dry run' })).toBeNull();
  });
});

describe('VendorConnectionPanel', () => {
  it('lets an admin connect with a key, then shows only its last 4 characters', async () => {
    setSessionUser(fakeUser({ orgAdmin: true }));
    stubVendorApi({ connected: false });
    renderPage();
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Connect Cisco Meraki' });
    await user.type(within(form).getByLabelText(/API key/), API_KEY);
    await user.click(within(form).getByRole('button', { name: 'Connect' }));
    expect(await screen.findByText(/with the API key ending in/)).toBeTruthy();
    expect(fakeApi.requestsTo(endpoints.connectVendor)[0]?.body).toEqual({
      vendor: 'meraki',
      apiKey: API_KEY,
      baseUrl: 'https://api.meraki.com/api/v1',
    });
    expect(document.body.textContent).not.toContain(API_KEY);
  });

  it('tells a member without admin rights that an admin connects the controller', async () => {
    setSessionUser(fakeUser());
    stubVendorApi({ connected: false });
    renderPage();
    expect(await screen.findByText(/An organization admin connects Cisco Meraki/)).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Connect Cisco Meraki' })).toBeNull();
  });
});
