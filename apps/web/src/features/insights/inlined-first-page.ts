// Light on purpose: the first-page preview reads this before the app's libraries and the contract's schemas load.

/** The dashboard's route (docs/product-spec.md §2). */
export const DASHBOARD_PATH = '/insights';

/** The id of the data element the server writes into the page (apps/server/src/http/spa-first-page.ts). */
export const FIRST_PAGE_ELEMENT_ID = 'dashboard-first-page';

/** The dashboard's first table page as the server inlined it into a page load of the dashboard. */
export interface InlinedFirstPage {
  /** The API's answer to the dashboard's first list call, not yet checked against the contract. */
  answer: unknown;
  /** The signed-in user's e-mail (the user summaries say "Me" by it). */
  username: string;
}

/**
 * The first table page the server inlined into this page load (issue #21: the dashboard's first rows without
 * waiting for a request), or null: another page, no signed-in account holder, or an unreadable element.
 */
export function readInlinedFirstPage(doc: Document = document): InlinedFirstPage | null {
  const element = doc.getElementById(FIRST_PAGE_ELEMENT_ID);
  if (element === null || doc.location.pathname !== DASHBOARD_PATH) {
    return null;
  }
  try {
    const answer: unknown = JSON.parse(element.textContent ?? '');
    return { answer, username: element.dataset.username ?? '' };
  } catch {
    // The dashboard then asks for the page itself.
    return null;
  }
}
