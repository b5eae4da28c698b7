import { courseEntrySchema, marketingEndpoints, webinarPostSchema } from '@airlens/contract';
import { useQuery } from '@tanstack/react-query';
import { chooseCourse, chooseWebinar, parseCourseCard } from '@airlens/domain';
import type { ChosenCourse, ChosenWebinar, WebinarPost } from '@airlens/domain';
import { callEndpoint } from '@/lib/call-endpoint';

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
    const posts = await callEndpoint(marketingEndpoints.listWebinars, {}, { signal, silent: true });
    return posts.flatMap((post) => {
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
    const answer = await callEndpoint(marketingEndpoints.listCourses, {}, { signal, silent: true });
    return answer.cards.flatMap((entry) => {
      const parsed = courseEntrySchema.safeParse(entry);
      return parsed.success ? [parsed.data.card] : [];
    });
  } catch {
    return [];
  }
}

/** The webinar and course to show (docs/product-spec.md §5 and §9 choice rules), never an error. */
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
