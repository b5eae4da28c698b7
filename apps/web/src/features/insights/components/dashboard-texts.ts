/** The notice of the list-only mode (docs/product-spec.md §4), in the dashboard and its first-page preview. */
export const LIST_ONLY_NOTICE = 'More than 200 projects: the dashboard opened in list-only mode.';
