import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { insightsEndpoints } from '@airlens/contract';
import { clearSession, setSessionUser } from '@/lib/session';
import { fakeApi, reply } from '@/test/fake-api';
import { renderRoutes, routeElement } from '@/test/render';
import { fakeUser } from '@/test/users';
import { PlannerEntryPage } from './planner-entry-page';

afterEach(() => {
  clearSession();
});

describe('the online planner entry (/planner)', () => {
  it('tells a user whose licence lacks the online planner why, without looking for designs', async () => {
    setSessionUser(fakeUser({ licenseType: 'Plan', aiProCloudPlannerAccess: false }));
    renderRoutes([routeElement(<PlannerEntryPage />, '/planner')], '/planner');
    expect(await screen.findByText(/^Your Plan licence does not include the online planner\./)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'My page' }).getAttribute('href')).toBe('/home/manage');
    expect(screen.queryByText(/no design projects yet/)).toBeNull();
    expect(fakeApi.requestsTo(insightsEndpoints.listProjects)).toEqual([]);
  });

  it('says where designs come from when a user with the planner has none', async () => {
    setSessionUser(fakeUser({ aiProCloudPlannerAccess: true }));
    fakeApi.on(
      insightsEndpoints.listProjects,
      reply(200, { content: [], totalElements: 0, totalPages: 0, page: 0, size: 100 }),
    );
    renderRoutes([routeElement(<PlannerEntryPage />, '/planner')], '/planner');
    expect(await screen.findByText(/^You have no design projects yet\./)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Upload a design' })).toBeTruthy();
  });
});
