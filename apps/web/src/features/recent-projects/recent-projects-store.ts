import { z } from 'zod';
import { readStored, STORAGE_KEYS, writeStored } from '@/lib/storage';

/** How many recently opened projects the landing page lists. */
export const MAX_RECENT_PROJECTS = 6;

const recentProjectSchema = z.object({
  id: z.string().min(1).max(200),
  name: z.string().max(500),
  openedAt: z.iso.datetime(),
});

/** A project the user opened, and when. */
export type RecentProject = z.infer<typeof recentProjectSchema>;

const storedSchema = z.object({ userId: z.string(), projects: z.array(recentProjectSchema) });

/** The stored list when it belongs to `userId`; anything else (another user, tampered, absent) is empty. */
function readFor(userId: string): RecentProject[] {
  const text = readStored(STORAGE_KEYS.recentProjects);
  if (text === null) {
    return [];
  }
  try {
    const parsed = storedSchema.safeParse(JSON.parse(text));
    if (!parsed.success || parsed.data.userId !== userId) {
      return [];
    }
    return parsed.data.projects.slice(0, MAX_RECENT_PROJECTS);
  } catch {
    return [];
  }
}

/** The projects `userId` opened last, newest first (local storage; one user's list per browser). */
export function readRecentProjects(userId: string): RecentProject[] {
  return readFor(userId);
}

/** Puts a project the user just opened at the top of their list (once), keeping the newest few. */
export function rememberRecentProject(
  userId: string,
  project: { id: string; name: string },
  now: Date,
): void {
  const others = readFor(userId).filter((entry) => entry.id !== project.id);
  const projects = [{ id: project.id, name: project.name, openedAt: now.toISOString() }, ...others].slice(
    0,
    MAX_RECENT_PROJECTS,
  );
  writeStored(STORAGE_KEYS.recentProjects, JSON.stringify({ userId, projects }));
}
