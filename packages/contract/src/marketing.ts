import { z } from 'zod';
import { defineEndpoint, errorBodySchema } from './endpoint';

const tags = ['marketing'];
const errors = { 401: errorBodySchema, 403: errorBodySchema };

/**
 * The fields a client reads from one post of the webinar feed. The server passes the site's posts on as
 * they are, so a client skips posts that do not match.
 */
export const webinarPostSchema = z.object({
  content: z.object({ rendered: z.string() }),
  title: z.object({ rendered: z.string() }),
  link: z.string(),
});

/** The fields a client reads from one entry of the course feed's `cards` (passed on as is, like posts). */
export const courseEntrySchema = z.object({
  post_id: z.union([z.string(), z.number()]).optional(),
  card: z.string(),
});

/**
 * The What's new marketing proxy under /userapi/v1/marketing: the two WordPress feeds as the site answers
 * them, empty when unset or failing, never an error.
 */
export const marketingEndpoints = {
  listWebinars: defineEndpoint({
    method: 'GET',
    path: '/userapi/v1/marketing/webinars',
    access: 'signedIn',
    tags,
    summary: 'Webinar posts of GET {marketingBaseUrl}/wp-json/wp/v2/webinar, as is; [] when unset or failing',
    responses: { 200: z.array(z.unknown()), ...errors },
  }),
  listCourses: defineEndpoint({
    method: 'GET',
    path: '/userapi/v1/marketing/courses',
    access: 'signedIn',
    tags,
    summary:
      'Course cards of GET {marketingBaseUrl}/wp-json/lean/v1/course-products?category=design&startDate=&endDate=' +
      '&region=all&page=1, as is ({ cards: [{ post_id, card }] }); { cards: [] } when unset or failing',
    responses: { 200: z.looseObject({ cards: z.array(z.unknown()) }), ...errors },
  }),
};
