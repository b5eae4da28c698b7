import { readInlinedFirstPage } from '../features/insights/inlined-first-page';
import {
  removeProjectTablePreview,
  showProjectTablePreview,
} from '../features/insights/components/project-table-preview';

/**
 * A page load of the Insights dashboard that the server inlined its first table page into: that page is drawn
 * at once, without React (issue #21), while the app loads; the dashboard takes over when it shows the page.
 */
export function showFirstPagePreview(): void {
  const inlined = readInlinedFirstPage();
  if (inlined !== null) {
    showProjectTablePreview(inlined.answer, inlined.username);
  }
}

/** The app could not start: the preview must not hide the message that says so. */
export function hideFirstPagePreview(): void {
  removeProjectTablePreview();
}
