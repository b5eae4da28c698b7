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

const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** The template the server answers for a successful upload. */
const UPLOADED = {
  ...OWN_TEMPLATE,
  id: 'word-9',
  name: 'Site survey',
  visibility: 'ORGANIZATION',
  format: 'docx-template',
  language: 'en',
};

function textOf(value: FormDataEntryValue | null): string | null {
  return typeof value === 'string' ? value : null;
}

interface Upload {
  path: string;
  fields: Record<string, string | null>;
  fileName: string | null;
}

/**
 * GET /reportapi/v1/templates and POST …/templates/docx as the server answers them: the upload is answered by
 * `answer` once `release` is called (so the busy state can be seen); a 201 adds the template to the list.
 */
function stubTemplatesApi(answer: { status: number; body: object }) {
  const uploads: Upload[] = [];
  const listed: object[] = [DEFAULT_TEMPLATE];
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const json = (value: unknown, status = 200) => reply(status, value);
  fakeApi.onAny(async ({ method, path, body: sent }) => {
    if (path === '/reportapi/v1/templates' && method === 'GET') {
      return json(listed);
    }
    if (path === '/reportapi/v1/templates/docx' && method === 'POST' && sent instanceof FormData) {
      const file = sent.get('file');
      uploads.push({
        path,
        fields: { name: textOf(sent.get('name')), visibility: textOf(sent.get('visibility')) },
        fileName: file instanceof File ? file.name : null,
      });
      await released;
      if (answer.status === 201) {
        listed.push(answer.body);
      }
      return json(answer.body, answer.status);
    }
    return json({ message: `unexpected ${method} ${path}` }, 404);
  });
  return { uploads, release: () => release() };
}

async function openUploadDialog() {
  renderRoutes([routeElement(<ReportTemplatesPage />)], '/');
  await screen.findByRole('cell', { name: 'Default (every section)' });
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Upload Word template…' }));
  const dialog = await screen.findByRole('dialog', { name: 'Upload Word template' });
  return { user, dialog };
}

async function chooseFile(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement, name: string) {
  await user.upload(
    within(dialog).getByLabelText('Word template file'),
    new File(['PK'], name, { type: DOCX_TYPE }),
  );
}

beforeEach(() => {
  setSessionUser(fakeUser({ email: 'ana@example.com', name: 'Ana Surveyor' }));
});

afterEach(() => {
  act(() => clearSession());
});

describe('WordTemplateUploadDialog', () => {
  it('opens with the file button focused and closes on Escape', async () => {
    stubTemplatesApi({ status: 201, body: UPLOADED });
    const { user, dialog } = await openUploadDialog();
    await waitFor(() =>
      expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Choose file…' })),
    );
    expect(within(dialog).getByRole('button', { name: 'Upload' }).hasAttribute('disabled')).toBe(true);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('uploads the file with its name and visibility, is busy meanwhile, then lists it as a Word template', async () => {
    const api = stubTemplatesApi({ status: 201, body: UPLOADED });
    const { user, dialog } = await openUploadDialog();
    await chooseFile(user, dialog, 'Site survey.docx');
    expect(within(dialog).getByText('Site survey.docx')).toBeTruthy();
    expect(within(dialog).getByRole<HTMLInputElement>('textbox', { name: 'Name' }).value).toBe('Site survey');
    await user.click(within(dialog).getByRole('radio', { name: 'Organisation' }));
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));

    const busy = await within(dialog).findByRole('button', { name: 'Uploading…' });
    expect(busy.hasAttribute('disabled')).toBe(true);
    expect(api.uploads).toEqual([
      {
        path: '/reportapi/v1/templates/docx',
        fields: { name: 'Site survey', visibility: 'ORGANIZATION' },
        fileName: 'Site survey.docx',
      },
    ]);

    api.release();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const row = (await screen.findByRole('cell', { name: 'Site survey' })).closest('tr');
    expect(row).not.toBeNull();
    expect(
      within(row as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Site survey', 'Organisation', 'ana@example.com', 'English', 'Word template', 'EditDelete']);
  });

  it('keeps a typed name when a file is chosen', async () => {
    const api = stubTemplatesApi({ status: 201, body: UPLOADED });
    const { user, dialog } = await openUploadDialog();
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Customer layout');
    await chooseFile(user, dialog, 'legacy.docx');
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    api.release();
    await waitFor(() =>
      expect(api.uploads[0]?.fields).toEqual({ name: 'Customer layout', visibility: 'PRIVATE' }),
    );
  });

  it('shows an unknown data tag by its name and stays open', async () => {
    const api = stubTemplatesApi({
      status: 400,
      body: { message: "file: unknown data tag ${floor-colour} (not in Ekahau's Data Tags list)" },
    });
    api.release();
    const { user, dialog } = await openUploadDialog();
    await chooseFile(user, dialog, 'Old report.docx');
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain(
      'This template uses a data tag Airlens does not know: ${floor-colour}.',
    );
    expect(within(dialog).getByRole('button', { name: 'Upload' }).hasAttribute('disabled')).toBe(false);
  });

  it('says a file over the limit is larger than 20 MB', async () => {
    const api = stubTemplatesApi({
      status: 413,
      body: { message: 'The Word template is larger than 20 MB.' },
    });
    api.release();
    const { user, dialog } = await openUploadDialog();
    await chooseFile(user, dialog, 'Huge.docx');
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('The file is larger than 20 MB.');
  });

  it('says in words when the file is not a Word document', async () => {
    const api = stubTemplatesApi({ status: 400, body: { message: 'file: is not a Word document (.docx)' } });
    api.release();
    const { user, dialog } = await openUploadDialog();
    await chooseFile(user, dialog, 'notes.docx');
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'The file is not a Word document (.docx).',
    );
  });
});
