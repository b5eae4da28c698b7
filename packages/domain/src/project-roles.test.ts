import { describe, it, expect } from 'vitest';
import {
  PROJECT_ROLES,
  dedupeProjectUsers,
  hasFullAccess,
  hasWriteAccess,
  isOwner,
  isProjectRole,
  projectRoleRank,
  userSummaryLabel,
} from './project-roles';
import type { ProjectRole, ProjectUser } from './project-roles';

describe('role predicates', () => {
  it('lists the roles strongest first', () => {
    expect(PROJECT_ROLES).toEqual(['OWNER', 'WRITE_SHARE_USER', 'WRITE_USER', 'READ_USER']);
    expect(PROJECT_ROLES.map(projectRoleRank)).toEqual([0, 1, 2, 3]);
  });

  it.each<[ProjectRole, boolean, boolean, boolean]>([
    ['OWNER', true, true, true],
    ['WRITE_SHARE_USER', true, true, false],
    ['WRITE_USER', true, false, false],
    ['READ_USER', false, false, false],
  ])('%s: write %s, full %s, owner %s', (role, write, full, owner) => {
    expect(hasWriteAccess(role)).toBe(write);
    expect(hasFullAccess(role)).toBe(full);
    expect(isOwner(role)).toBe(owner);
  });

  it('recognises role names exactly', () => {
    expect(isProjectRole('WRITE_USER')).toBe(true);
    expect(isProjectRole('write_user')).toBe(false);
    expect(isProjectRole(null)).toBe(false);
  });
});

describe('dedupeProjectUsers', () => {
  it('puts owners first, then sorts alphabetically', () => {
    const users: ProjectUser[] = [
      { username: 'zoe@example.com', role: 'READ_USER' },
      { username: 'bob@example.com', role: 'WRITE_USER' },
      { username: 'yan@example.com', role: 'OWNER' },
      { username: 'amy@example.com', role: 'WRITE_SHARE_USER' },
      { username: 'kim@example.com', role: 'OWNER' },
    ];
    expect(dedupeProjectUsers(users).map((user) => user.username)).toEqual([
      'kim@example.com',
      'yan@example.com',
      'amy@example.com',
      'bob@example.com',
      'zoe@example.com',
    ]);
  });

  it('keeps one entry per username with the strongest role', () => {
    const users: ProjectUser[] = [
      { username: 'amy@example.com', role: 'READ_USER' },
      { username: 'AMY@example.com', role: 'OWNER' },
      { username: 'amy@example.com', role: 'WRITE_USER' },
    ];
    expect(dedupeProjectUsers(users)).toEqual([{ username: 'AMY@example.com', role: 'OWNER' }]);
  });

  it('keeps the first of equal-role duplicates', () => {
    const users = [
      { username: 'a@example.com', role: 'READ_USER' as const, id: 1 },
      { username: 'a@example.com', role: 'READ_USER' as const, id: 2 },
    ];
    expect(dedupeProjectUsers(users)).toEqual([{ username: 'a@example.com', role: 'READ_USER', id: 1 }]);
  });

  it('does not change its input', () => {
    const users: ProjectUser[] = [
      { username: 'b@example.com', role: 'READ_USER' },
      { username: 'a@example.com', role: 'READ_USER' },
    ];
    dedupeProjectUsers(users);
    expect(users.map((user) => user.username)).toEqual(['b@example.com', 'a@example.com']);
  });

  it('returns an empty list for no users', () => {
    expect(dedupeProjectUsers([])).toEqual([]);
  });
});

describe('userSummaryLabel', () => {
  const me = 'me@example.com';

  it("reads 'Only me' when I am the only user", () => {
    expect(userSummaryLabel([{ username: me, role: 'OWNER' }], me)).toBe('Only me');
  });

  it("reads 'Only me' for a sole non-owner too", () => {
    expect(userSummaryLabel([{ username: me, role: 'READ_USER' }], me)).toBe('Only me');
  });

  it("reads 'Only me' when my duplicates collapse", () => {
    expect(
      userSummaryLabel(
        [
          { username: me, role: 'OWNER' },
          { username: 'ME@example.com', role: 'READ_USER' },
        ],
        me,
      ),
    ).toBe('Only me');
  });

  it.each([
    [1, 'Me + 1 user'],
    [2, 'Me + 2 users'],
    [5, 'Me + 5 users'],
  ])('reads the owner view with %i others as %j', (count, label) => {
    const others = Array.from({ length: count }, (_, index) => ({
      username: `u${index}@example.com`,
      role: 'READ_USER' as const,
    }));
    expect(userSummaryLabel([{ username: me, role: 'OWNER' }, ...others], me)).toBe(label);
  });

  it('counts every listed user for a non-owner', () => {
    expect(
      userSummaryLabel(
        [
          { username: 'owner@example.com', role: 'OWNER' },
          { username: me, role: 'WRITE_USER' },
          { username: 'c@example.com', role: 'READ_USER' },
        ],
        me,
      ),
    ).toBe('3 users');
  });

  it('counts every listed user when I am not listed', () => {
    expect(
      userSummaryLabel(
        [
          { username: 'a@example.com', role: 'OWNER' },
          { username: 'b@example.com', role: 'READ_USER' },
        ],
        me,
      ),
    ).toBe('2 users');
  });

  it("reads '1 user' for a single other user", () => {
    expect(userSummaryLabel([{ username: 'a@example.com', role: 'OWNER' }], me)).toBe('1 user');
  });

  it("reads '0 users' for an empty list", () => {
    expect(userSummaryLabel([], me)).toBe('0 users');
  });

  it('counts duplicates once', () => {
    expect(
      userSummaryLabel(
        [
          { username: me, role: 'OWNER' },
          { username: 'a@example.com', role: 'READ_USER' },
          { username: 'A@example.com', role: 'WRITE_USER' },
        ],
        me,
      ),
    ).toBe('Me + 1 user');
  });
});
