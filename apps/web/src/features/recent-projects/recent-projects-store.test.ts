import { describe, expect, it } from 'vitest';
import { MAX_RECENT_PROJECTS, readRecentProjects, rememberRecentProject } from './recent-projects-store';

const AT = new Date('2025-09-04T10:00:00.000Z');

function later(minutes: number): Date {
  return new Date(AT.getTime() + minutes * 60_000);
}

describe('recent projects', () => {
  it('keeps the projects a user opened, newest first, each once', () => {
    rememberRecentProject('u1', { id: 'p1', name: 'Berlin HQ' }, AT);
    rememberRecentProject('u1', { id: 'p2', name: 'Hamburg Depot' }, later(1));
    rememberRecentProject('u1', { id: 'p1', name: 'Berlin HQ (renamed)' }, later(2));
    expect(readRecentProjects('u1')).toEqual([
      { id: 'p1', name: 'Berlin HQ (renamed)', openedAt: later(2).toISOString() },
      { id: 'p2', name: 'Hamburg Depot', openedAt: later(1).toISOString() },
    ]);
  });

  it(`keeps only the newest ${MAX_RECENT_PROJECTS}`, () => {
    for (let index = 0; index < MAX_RECENT_PROJECTS + 3; index += 1) {
      rememberRecentProject('u1', { id: `p${index}`, name: `Site ${index}` }, later(index));
    }
    const ids = readRecentProjects('u1').map((project) => project.id);
    expect(ids).toHaveLength(MAX_RECENT_PROJECTS);
    expect(ids[0]).toBe(`p${MAX_RECENT_PROJECTS + 2}`);
    expect(ids).not.toContain('p0');
  });

  it("never shows one user's projects to another user of the same browser", () => {
    rememberRecentProject('u1', { id: 'p1', name: 'Berlin HQ' }, AT);
    expect(readRecentProjects('u2')).toEqual([]);
    rememberRecentProject('u2', { id: 'p9', name: 'Oslo Lab' }, AT);
    expect(readRecentProjects('u1')).toEqual([]);
    expect(readRecentProjects('u2').map((project) => project.id)).toEqual(['p9']);
  });

  it('reads a broken or tampered record as empty', () => {
    window.localStorage.setItem('recentProjects', '{not json');
    expect(readRecentProjects('u1')).toEqual([]);
    window.localStorage.setItem('recentProjects', JSON.stringify({ userId: 'u1', projects: [{ id: 3 }] }));
    expect(readRecentProjects('u1')).toEqual([]);
  });
});
