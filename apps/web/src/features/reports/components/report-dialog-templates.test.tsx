import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearSession, setSessionUser } from '@/lib/session';
import { renderRoutes, routeElement } from '@/test/render';
import { fakeUser } from '@/test/users';
import { clearWatchedReports } from '../hooks/watched-reports';
import {
  DEFAULT_TEMPLATE,
  OWN_TEMPLATE,
  PROJECT_ID,
  SHARED_TEMPLATE,
  WORD_TEMPLATE,
  stubReportApi,
} from '../test/report-api';
import { ReportDialog } from './report-dialog';

configure({ asyncUtilTimeout: 5000 });

const TEMPLATES = [DEFAULT_TEMPLATE, SHARED_TEMPLATE, OWN_TEMPLATE, WORD_TEMPLATE];

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

function preview(dialog: HTMLElement): HTMLElement {
  return within(dialog).getByRole('figure', { name: 'Preview of the first page' });
}

beforeEach(() => {
  setSessionUser(fakeUser({ email: 'ana@example.com', name: 'Ana Surveyor' }));
});

afterEach(() => {
  vi.unstubAllGlobals();
  clearWatchedReports();
  act(() => clearSession());
});

describe('ReportDialog templates and preview', () => {
  it('lists the built-in default first, then my templates, then the organisation’s, saying whose', async () => {
    stubReportApi({ templates: TEMPLATES });
    const user = userEvent.setup();
    const dialog = await openDialog();
    const picker = within(dialog).getByRole('combobox', { name: 'Template' });
    expect(picker.textContent).toBe('Default (every section)');
    await user.click(picker);
    const listbox = await screen.findByRole('listbox');
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Default (every section)',
      'Customer A (only me)',
      'Team standard (ben@example.com)',
      'Ekahau legacy (Word template, ben@example.com)',
    ]);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
  });

  it('takes language, format, bands and cover from the chosen template, in the preview and the request', async () => {
    const sent = stubReportApi({ templates: TEMPLATES });
    const user = userEvent.setup();
    const dialog = await openDialog();
    await user.click(within(dialog).getByRole('combobox', { name: 'Template' }));
    await user.click(await screen.findByRole('option', { name: 'Customer A (only me)' }));

    expect(within(dialog).getByRole('combobox', { name: 'Language' }).textContent).toBe('Suomi');
    expect(within(dialog).getByRole('combobox', { name: 'Format' }).textContent).toBe('Word (DOCX)');
    expect(within(dialog).getByRole('checkbox', { name: '6 GHz' })).toHaveProperty('checked', true);
    expect(within(dialog).getByRole('checkbox', { name: '5 GHz' })).toHaveProperty('checked', false);
    const page = preview(dialog);
    expect(within(page).getByText('Site survey')).toBeTruthy();
    expect(within(page).getByText('Customer: Harbour Ltd')).toBeTruthy();
    expect(within(page).getByText('Word · Letter · Suomi · 2 floors · 6 GHz')).toBeTruthy();
    expect(
      within(page)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Cover', 'Access point inventory']);

    await user.click(within(dialog).getByRole('button', { name: 'Generate report' }));
    await waitFor(() => expect(sent.some((request) => request.method === 'POST')).toBe(true));
    expect(sent.find((request) => request.method === 'POST')?.body).toEqual({
      templateId: 'own-1',
      language: 'fi',
      format: 'docx',
      frequencyBands: ['SIX'],
    });
  });

  it('previews the default cover in the report’s language with the project, author, date and floors', async () => {
    stubReportApi();
    const user = userEvent.setup();
    const dialog = await openDialog();
    const page = preview(dialog);
    expect(within(page).getByText('Wi-Fi survey report')).toBeTruthy();
    expect(within(page).getByText('Harbour Hall')).toBeTruthy();
    expect(within(page).getByText('Prepared by: Ana Surveyor')).toBeTruthy();
    expect(within(page).getByText(/^Date: /)).toBeTruthy();
    expect(within(page).queryByText(/^Customer:/)).toBeNull();
    expect(within(page).getByText('PDF · A4 · English · 2 floors · 2.4 GHz, 5 GHz')).toBeTruthy();

    await user.click(within(dialog).getByRole('combobox', { name: 'Language' }));
    await user.click(await screen.findByRole('option', { name: 'Deutsch' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Roof' }));
    expect(within(page).getByText('WLAN-Messbericht')).toBeTruthy();
    expect(within(page).getByText('PDF · A4 · Deutsch · 1 floor · 2.4 GHz, 5 GHz')).toBeTruthy();
  });

  it('makes a Word document from a Word template: no PDF, nothing to save as a template', async () => {
    const sent = stubReportApi({ templates: TEMPLATES });
    const user = userEvent.setup();
    const dialog = await openDialog();
    await user.click(within(dialog).getByRole('combobox', { name: 'Template' }));
    await user.click(await screen.findByRole('option', { name: /Ekahau legacy/ }));

    expect(within(dialog).getByRole('combobox', { name: 'Format' }).textContent).toBe('Word (DOCX)');
    await user.click(within(dialog).getByRole('combobox', { name: 'Format' }));
    expect((await screen.findByRole('option', { name: 'PDF' })).getAttribute('aria-disabled')).toBe('true');
    await user.keyboard('{Escape}');
    expect(within(dialog).queryByRole('button', { name: 'Save as template' })).toBeNull();
    expect(within(preview(dialog)).getByText(/pages are those of the uploaded Word file/)).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'Generate report' }));
    await waitFor(() => expect(sent.some((request) => request.method === 'POST')).toBe(true));
    expect(sent.find((request) => request.method === 'POST')?.body).toMatchObject({
      templateId: 'word-1',
      format: 'docx',
    });
  });
});
