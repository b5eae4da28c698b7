import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { chooseCourse, chooseWebinar, parseCourseCard } from '@airlens/domain';
import type { ChosenCourse, ChosenWebinar, WebinarPost } from '@airlens/domain';
import { apiGet } from '@/lib/api-client';

const webinarPostSchema = z.object({
  content: z.object({ rendered: z.string() }),
  title: z.object({ rendered: z.string() }),
  link: z.string(),
});

const courseCardsSchema = z.object({ cards: z.array(z.unknown()) });
const courseEntrySchema = z.object({
  post_id: z.union([z.string(), z.number()]).optional(),
  card: z.string(),
});

/** What the marketing column shows; null for a card that has nothing to show. */
export interface MarketingContent {
  /** The chosen webinar; null when no post has a readable date. */
  webinar: ChosenWebinar | null;
  /** The webinar feed had posts: the card shows, with 'Find webinars' when none is dated. */
  hasWebinars: boolean;
  /** Where 'Find webinars' leads: the site's webinar listing, else the newest post. */
  webinarsPageUrl: string | null;
  course: ChosenCourse | null;
}

/** Posts of the webinar feed (through the server proxy); malformed posts are skipped, failures give none. */
export async function listWebinars(signal?: AbortSignal): Promise<WebinarPost[]> {
  try {
    const answer = await apiGet<unknown>('/userapi/v1/marketing/webinars', { signal, silent: true });
    return (Array.isArray(answer) ? answer : []).flatMap((post) => {
      const parsed = webinarPostSchema.safeParse(post);
      return parsed.success ? [parsed.data] : [];
    });
  } catch {
    return [];
  }
}

/** Card markup of the design-course feed (through the server proxy); failures give none. */
export async function listCourseCards(signal?: AbortSignal): Promise<string[]> {
  try {
    const answer = courseCardsSchema.safeParse(
      await apiGet<unknown>('/userapi/v1/marketing/courses', { signal, silent: true }),
    );
    if (!answer.success) {
      return [];
    }
    return answer.data.cards.flatMap((entry) => {
      const parsed = courseEntrySchema.safeParse(entry);
      return parsed.success ? [parsed.data.card] : [];
    });
  } catch {
    return [];
  }
}

/** The webinar and course to show (spec §5 and §9 choice rules), never an error. */
export async function getMarketingContent(
  now: Date,
  marketingBaseUrl: string | null,
  signal?: AbortSignal,
): Promise<MarketingContent> {
  const [posts, cards] = await Promise.all([listWebinars(signal), listCourseCards(signal)]);
  const listing = marketingBaseUrl === null ? null : `${marketingBaseUrl.replace(/\/+$/, '')}/webinars/`;
  return {
    webinar: chooseWebinar(posts, now),
    hasWebinars: posts.length > 0,
    webinarsPageUrl: listing ?? posts[0]?.link ?? null,
    course: chooseCourse(cards.map(parseCourseCard), now),
  };
}

export function useMarketingContent(isEnabled: boolean, marketingBaseUrl: string | null) {
  return useQuery({
    queryKey: ['whats-new', 'marketing'],
    queryFn: ({ signal }) => getMarketingContent(new Date(), marketingBaseUrl, signal),
    enabled: isEnabled,
    retry: false,
  });
}
