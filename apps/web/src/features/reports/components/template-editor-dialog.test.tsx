import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearSession, setSessionUser } from '@/lib/session';
import { fakeApi, reply } from '@/test/fake-api';
import { renderRoutes, routeElement } from '@/test/render';
import { fakeUser } from '@/test/users';
import { DEFAULT_TEMPLATE, OWN_TEMPLATE } from '../test/report-api';
import { ReportTemplatesPage } from './report-templates-page';

configure({ asyncUtilTimeout: 5000 });

const WORD_TEMPLATE = { ...OWN_TEMPLATE, id: 'word-1', name: 'Ekahau legacy', format: 'docx-template' };

/** The templates list with one own Word template; records every PUT body. */
function stubTemplatesApi() {
  const saved: unknown[] = [];
  const json = (value: unknown, status = 200) => reply(status, value);
  fakeApi.onAny(async ({ method, path, body: sent }) => {
    if (path === '/reportapi/v1/templates' && method === 'GET') {
      return json([DEFAULT_TEMPLATE, WORD_TEMPLATE]);
    }
    if (path === '/reportapi/v1/templates/word-1' && method === 'PUT') {
      const body = (sent ?? {}) as Record<string, unknown>;
      saved.push(body);
      return json({ ...WORD_TEMPLATE, name: body.name });
    }
    return json({ message: `unexpected ${method} ${path}` }, 404);
  });
  return saved;
}

beforeEach(() => {
  setSessionUser(fakeUser({ email: 'ana@example.com', name: 'Ana Surveyor' }));
});

afterEach(() => {
  act(() => clearSession());
});

describe('TemplateEditorDialog on an uploaded Word template', () => {
  it('offers no Duplicate, which would lose the Word file', async () => {
    stubTemplatesApi();
    renderRoutes([routeElement(<ReportTemplatesPage />)], '/');
    await screen.findByRole('button', { name: 'Edit Ekahau legacy' });
    expect(screen.queryByRole('button', { name: 'Duplicate Ekahau legacy' })).toBeNull();
    expect(screen.getByRole('button', { name: `Duplicate ${DEFAULT_TEMPLATE.name}` })).toBeTruthy();
  });

  it('keeps it a Word template: the format is fixed, no sections to pick, saved with format docx', async () => {
    const saved = stubTemplatesApi();
    renderRoutes([routeElement(<ReportTemplatesPage />)], '/');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit Ekahau legacy' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Ekahau legacy' });
    expect(within(dialog).getByText('Word templates make Word documents.')).toBeTruthy();
    expect(within(dialog).queryByRole('group', { name: 'Sections' })).toBeNull();
    const name = within(dialog).getByLabelText('Name');
    await user.clear(name);
    await user.type(name, 'Ekahau 2019');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatchObject({ name: 'Ekahau 2019', format: 'docx' });
  });
});
