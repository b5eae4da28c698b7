import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearSession, setSessionUser } from '@/lib/session';
import { renderRoutes, routeElement } from '@/test/render';
import { fakeUser } from '@/test/users';
import { clearWatchedReports } from '../hooks/watched-reports';
import {
  DEFAULT_TEMPLATE,
  OWN_TEMPLATE,
  PREVIEW_PDF,
  PROJECT_ID,
  WORD_TEMPLATE,
  stubReportApi,
  type Sent,
} from '../test/report-api';
import * as pdfPageRenderer from './pdf-page-renderer';
import { ReportDialog } from './report-dialog';

// Only pdf.js's drawing is stubbed (happy-dom has no canvas to draw on); the request goes through the fake API.
// A spy on the shared module rather than vi.mock: web test files share one module graph per worker, so a file
// that loaded the real renderer first would keep it past a vi.mock here; restored after this file.
const renderPdfPage = vi.spyOn(pdfPageRenderer, 'renderPdfPage');
afterAll(() => renderPdfPage.mockRestore());

configure({ asyncUtilTimeout: 5000 });

const PREVIEW_PATH = `/reportapi/v1/projects/${PROJECT_ID}/reports/preview`;
const PAGE_NAME = 'First page of the report, as it will be printed';

async function openDialog() {
  renderRoutes(
    [
      routeElement(
        <ReportDialog
          projectId={PROJECT_ID}
          projectName="Harbour Hall"
          canCreate
          onClose={() => undefined}
        />,
      ),
    ],
    '/',
  );
  const dialog = await screen.findByRole('dialog', { name: 'Report of Harbour Hall' });
  await within(dialog).findByRole('checkbox', { name: 'Roof' });
  return dialog;
}

function figure(dialog: HTMLElement): HTMLElement {
  return within(dialog).getByRole('figure', { name: 'Preview of the first page' });
}

beforeEach(() => {
  setSessionUser(fakeUser({ email: 'ana@example.com', name: 'Ana Surveyor' }));
  renderPdfPage.mockReset();
  renderPdfPage.mockResolvedValue(undefined);
});

afterEach(() => {
  clearWatchedReports();
  act(() => clearSession());
});

describe('the rendered preview of the first page', () => {
  it('asks for the first page with the current choices, draws it, and asks again when they change', async () => {
    const previews: Sent[] = [];
    stubReportApi({ preview: 'pdf', previews });
    const user = userEvent.setup();
    const dialog = await openDialog();
    expect(within(dialog).getByRole('progressbar', { name: 'Rendering the first page' })).toBeTruthy();

    await waitFor(() => expect(previews).toHaveLength(1));
    expect(previews[0]).toEqual({
      method: 'POST',
      path: PREVIEW_PATH,
      body: { templateId: 'default', language: 'en', format: 'pdf', frequencyBands: ['TWO', 'FIVE'] },
    });
    await waitFor(() => expect(renderPdfPage).toHaveBeenCalledTimes(1));
    const [pdf, canvas, options] = renderPdfPage.mock.calls[0] as [
      Blob,
      HTMLCanvasElement,
      { cssWidth: number },
    ];
    expect(await pdf.text()).toBe(PREVIEW_PDF);
    const page = await within(dialog).findByRole('img', { name: PAGE_NAME });
    expect(page).toBe(canvas);
    expect(options.cssWidth).toBeGreaterThan(0);
    await waitFor(() =>
      expect(within(dialog).queryByRole('progressbar', { name: 'Rendering the first page' })).toBeNull(),
    );

    // Both changes reach the server once the choices rest (how many requests depends on the pauses between them).
    await user.click(within(dialog).getByRole('combobox', { name: 'Language' }));
    await user.click(await screen.findByRole('option', { name: 'Deutsch' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Roof' }));
    await waitFor(() =>
      expect(previews.at(-1)?.body).toEqual({
        templateId: 'default',
        language: 'de',
        format: 'pdf',
        frequencyBands: ['TWO', 'FIVE'],
        floorPlanIds: ['f1'],
      }),
    );
    await waitFor(() => expect(renderPdfPage).toHaveBeenCalledTimes(previews.length));
    expect(previews.length).toBeGreaterThan(1);
  });

  it('draws the page again on a canvas mounted anew after a Word template was chosen', async () => {
    stubReportApi({ preview: 'pdf', templates: [DEFAULT_TEMPLATE, WORD_TEMPLATE] });
    const user = userEvent.setup();
    const dialog = await openDialog();
    const first = await within(dialog).findByRole('img', { name: PAGE_NAME });
    await user.click(within(dialog).getByRole('combobox', { name: 'Template' }));
    await user.click(await screen.findByRole('option', { name: /Ekahau legacy/ }));
    expect(within(dialog).queryByRole('img', { name: PAGE_NAME })).toBeNull();
    await user.click(within(dialog).getByRole('combobox', { name: 'Template' }));
    await user.click(await screen.findByRole('option', { name: /^Default/ }));
    const again = await within(dialog).findByRole('img', { name: PAGE_NAME });
    expect(again).not.toBe(first);
    expect(renderPdfPage.mock.calls.at(-1)?.[1]).toBe(again);
  });

  it('follows the chosen template (its branding, language and bands)', async () => {
    const previews: Sent[] = [];
    stubReportApi({ preview: 'pdf', previews, templates: [DEFAULT_TEMPLATE, OWN_TEMPLATE] });
    const user = userEvent.setup();
    const dialog = await openDialog();
    await waitFor(() => expect(previews).toHaveLength(1));
    await user.click(within(dialog).getByRole('combobox', { name: 'Template' }));
    await user.click(await screen.findByRole('option', { name: 'Customer A (only me)' }));
    await waitFor(() => expect(previews).toHaveLength(2));
    expect(previews[1]?.body).toEqual({
      templateId: 'own-1',
      language: 'fi',
      format: 'docx',
      frequencyBands: ['SIX'],
    });
  });

  it('falls back to the drawn page when the server cannot make the preview', async () => {
    stubReportApi({ preview: { status: 400, message: 'frequencyBands: Required' } });
    const dialog = await openDialog();
    const status = await within(dialog).findByText(/The rendered page could not be shown/);
    expect(status.textContent).toContain('The rendered page could not be shown (frequencyBands: Required)');
    expect(within(figure(dialog)).getByText('Wi-Fi survey report')).toBeTruthy();
    expect(within(dialog).queryByRole('img', { name: PAGE_NAME })).toBeNull();
    expect(renderPdfPage).not.toHaveBeenCalled();
  });

  it('falls back to the drawn page when pdf.js cannot draw it', async () => {
    renderPdfPage.mockRejectedValue(new Error('Invalid PDF structure.'));
    stubReportApi({ preview: 'pdf' });
    const dialog = await openDialog();
    const status = await within(dialog).findByText(/The rendered page could not be shown/);
    expect(status.textContent).toContain('(Invalid PDF structure.)');
    expect(within(figure(dialog)).getByText('Harbour Hall')).toBeTruthy();
    expect(within(dialog).queryByRole('img', { name: PAGE_NAME })).toBeNull();
  });

  it('asks for no preview of an uploaded Word template and shows the drawing', async () => {
    const previews: Sent[] = [];
    stubReportApi({ preview: 'pdf', previews, templates: [DEFAULT_TEMPLATE, WORD_TEMPLATE] });
    const user = userEvent.setup();
    const dialog = await openDialog();
    await user.click(within(dialog).getByRole('combobox', { name: 'Template' }));
    await user.click(await screen.findByRole('option', { name: /Ekahau legacy/ }));
    expect(figure(dialog).textContent).toMatch(/pages are those of the uploaded Word file/);
    // Longer than the debounce: nothing asked for the Word template.
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(previews.filter((sent) => (sent.body as { templateId?: string }).templateId === 'word-1')).toEqual(
      [],
    );
    expect(within(dialog).queryByRole('progressbar', { name: 'Rendering the first page' })).toBeNull();
    expect(within(dialog).queryByRole('img', { name: PAGE_NAME })).toBeNull();
  });
});
