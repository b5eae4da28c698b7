import { describe, expect, it } from 'vitest';
import { fakeUser } from '../test/users';
import { isEntryCurrent, navigationEntriesFor } from './navigation-entries';
import type { NavigationEntry } from './navigation-entries';

const NOW = new Date('2025-09-04T10:00:00Z');

function entry(id: string): NavigationEntry {
  const found = navigationEntriesFor(fakeUser({ orgAdmin: true }), NOW)
    .flatMap((candidate) => [candidate, ...(candidate.children ?? [])])
    .find((candidate) => candidate.id === id);
  if (found === undefined) {
    throw new Error(`no entry ${id}`);
  }
  return found;
}

describe('isEntryCurrent', () => {
  it('tells the Insights dashboard from the project list and the upload on the same path', () => {
    expect(isEntryCurrent(entry('insights'), '/insights', '?band=TWO')).toBe(true);
    expect(isEntryCurrent(entry('insights'), '/insights', '?view=list')).toBe(false);
    expect(isEntryCurrent(entry('projects'), '/insights', '?view=list&band=TWO')).toBe(true);
    expect(isEntryCurrent(entry('projects'), '/insights', '')).toBe(false);
    expect(isEntryCurrent(entry('upload'), '/insights', '?upload=1')).toBe(true);
    expect(isEntryCurrent(entry('insights'), '/insights', '?upload=1')).toBe(false);
  });

  it("counts a project's pages as Insights", () => {
    expect(isEntryCurrent(entry('insights'), '/projects/p1/3', '')).toBe(true);
    expect(isEntryCurrent(entry('home'), '/projects/p1/3', '')).toBe(false);
  });

  it('marks a manage page by its path only', () => {
    expect(isEntryCurrent(entry('manage-licenses'), '/manage/licenses', '?page=2')).toBe(true);
    expect(isEntryCurrent(entry('manage-licenses'), '/manage/projects', '')).toBe(false);
    expect(isEntryCurrent(entry('home'), '/', '')).toBe(true);
  });

  it('marks the Manage group on every page of the manage area', () => {
    for (const path of [
      '/manage/manage-home',
      '/manage/licenses',
      '/home/manage/my-page',
      '/security-preference',
    ]) {
      expect(isEntryCurrent(entry('manage'), path, ''), path).toBe(true);
    }
    expect(isEntryCurrent(entry('manage'), '/insights', '')).toBe(false);
  });
});
