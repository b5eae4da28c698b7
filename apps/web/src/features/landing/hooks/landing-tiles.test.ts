import { describe, expect, it } from 'vitest';
import { fakeUser } from '@/test/users';
import { landingTilesFor } from './landing-tiles';

const NOW = new Date('2026-11-27T00:00:00Z');

describe('the online planner tile', () => {
  it('opens the in-app planner entry (the latest design in edit mode) with the cloudPlanner flag', () => {
    const tiles = landingTilesFor(
      fakeUser(),
      { optimizerUrl: null, plannerUrl: 'https://planner.example.com', isCloudPlannerOn: true },
      NOW,
    );
    expect(tiles.find((tile) => tile.id === 'planner')).toMatchObject({
      href: '/planner',
      isExternal: false,
    });
  });

  it('links the configured external planner without the flag, and is absent without planner access', () => {
    const links = { optimizerUrl: null, plannerUrl: 'https://planner.example.com' };
    expect(landingTilesFor(fakeUser(), links, NOW).find((tile) => tile.id === 'planner')).toMatchObject({
      href: 'https://planner.example.com',
      isExternal: true,
    });
    const withoutAccess = landingTilesFor(
      fakeUser({ aiProCloudPlannerAccess: false }),
      { ...links, isCloudPlannerOn: true },
      NOW,
    );
    expect(withoutAccess.map((tile) => tile.id)).not.toContain('planner');
  });
});
