import type { FastifyRequest } from 'fastify';
import { DEFAULT_BAND, DEFAULT_PAGE_SIZE, EULA_VERSION } from '@airlens/domain';
import { loadOptionalUser } from './session';

/** The Insights dashboard's address (docs/product-spec.md §2); only its plain form, without query values, qualifies. */
const DASHBOARD_PATH = '/insights';

/**
 * The element id the web app reads the inlined first page from (apps/web/src/features/insights/
 * inlined-first-page.ts carries the same id).
 */
export const FIRST_PAGE_ELEMENT_ID = 'dashboard-first-page';

/**
 * Exactly the call the dashboard makes first at its plain address: the default band, page 0 of the default size,
 * the server's order, with the project users and tags (apps/web/src/features/insights/api/project-list-call.ts).
 */
export const DASHBOARD_FIRST_PAGE_URL = `/insightapi/v1/projects?frequencyBand=${DEFAULT_BAND}&page=0&size=${DEFAULT_PAGE_SIZE}&includeProjectUser=true&includeTag=true`;

/** The dashboard's first table page for this caller, inlined into its page (see `dashboardFirstPageOf`). */
export interface InlinedFirstPage {
  /** The API's answer to DASHBOARD_FIRST_PAGE_URL as it would have sent it, byte for byte. */
  body: string;
  /** The caller's e-mail: the table's user summaries say "Me" by it. */
  username: string;
}

/**
 * The first table page of the Insights dashboard for a page load of its plain address by a signed-in account
 * holder past the EULA (issue #21: the page's first rows before the app's scripts have run): the API's own
 * answer to the call the dashboard would make, asked through the API's route with the caller's cookies, so
 * its access rules, cache and presenter apply unchanged. Null for any other page, caller or answer, and when
 * the answer takes longer than `timeoutMs` (0: never inline).
 */
export async function dashboardFirstPageOf(
  request: FastifyRequest,
  timeoutMs: number,
): Promise<InlinedFirstPage | null> {
  const [pathname, search = ''] = request.url.split('?');
  if (request.method !== 'GET' || pathname !== DASHBOARD_PATH || search !== '' || timeoutMs <= 0) {
    return null;
  }
  return withinTime(firstPageFor(request), timeoutMs);
}

/**
 * The answer, or null once `timeoutMs` pass first: a page held back by a busy database would show nothing at
 * all, so it goes out plain and the dashboard asks for its rows itself (the inner request finishes unseen).
 */
export async function withinTime<T>(answer: Promise<T | null>, timeoutMs: number): Promise<T | null> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), timeoutMs);
  });
  try {
    return await Promise.race([answer, late]);
  } finally {
    clearTimeout(timer);
  }
}

async function firstPageFor(request: FastifyRequest): Promise<InlinedFirstPage | null> {
  const cookie = request.headers.cookie;
  if (cookie === undefined) {
    return null;
  }
  const user = await loadOptionalUser(request);
  // A guest, or an account the route guard sends elsewhere first (the EULA consent), never sees the dashboard.
  if (
    user === null ||
    user.role === 'GUEST' ||
    user.session.kind === 'GUEST' ||
    user.eulaVersionConsent !== EULA_VERSION
  ) {
    return null;
  }
  const answer = await request.server.inject({
    method: 'GET',
    url: DASHBOARD_FIRST_PAGE_URL,
    headers: { cookie },
    remoteAddress: request.ip,
  });
  return answer.statusCode === 200 ? { body: answer.body, username: user.email } : null;
}

/**
 * JSON inside a `<script type="application/json">` element: `<` and `>` escaped so no text of the data (a
 * project named `</script><script>…`) can end the element, `&` so no entity is read. JSON.parse reads the
 * escapes back as the same characters.
 */
function scriptSafeJson(json: string): string {
  return json.replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
}

function attributeSafe(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * index.html with the first page as a data element at the end of its body. Data, not script: it runs nothing,
 * so the Content-Security-Policy stays as it is.
 */
export function withInlinedFirstPage(indexHtml: string, page: InlinedFirstPage): string {
  const element = `<script type="application/json" id="${FIRST_PAGE_ELEMENT_ID}" data-username="${attributeSafe(page.username)}">${scriptSafeJson(page.body)}</script>`;
  const end = indexHtml.lastIndexOf('</body>');
  return end === -1
    ? `${indexHtml}${element}`
    : `${indexHtml.slice(0, end)}${element}${indexHtml.slice(end)}`;
}
