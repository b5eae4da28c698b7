import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { UploadStatusAnswer } from '@airlens/domain';
import { ApiError } from '@/lib/api-client';
import { renderRoutes } from '@/test/render';
import type { UploadTransport } from '../api/upload-api';
import { UploadLauncher } from './upload-launcher';
import type { UploadPlacePickerSlot } from './upload-launcher';

/** A transport whose every step the test releases by hand. */
function controlledTransport(script: Record<string, UploadStatusAnswer[]>) {
  const progress = new Map<string, (loaded: number, total: number) => void>();
  const sent = new Map<string, () => void>();
  const delays: number[] = [];
  let nextId = 0;
  const idsByName = new Map<string, string>();
  const transport: UploadTransport = {
    initiate: vi.fn(async (fileName: string) => {
      if (fileName.startsWith('refused')) {
        throw new Error('403');
      }
      nextId += 1;
      const id = `id-${nextId}`;
      idsByName.set(fileName, id);
      return { url: `/esxfileapi/v1/projects/upload/${id}/content`, fileUploadId: id };
    }),
    send: vi.fn(
      (url: string, _file: Blob, onProgress: (loaded: number, total: number) => void) =>
        new Promise<void>((resolve) => {
          progress.set(url, onProgress);
          sent.set(url, resolve);
        }),
    ),
    commit: vi.fn(async () => undefined),
    status: vi.fn(async (id: string) => {
      const queue = script[id] ?? [];
      return queue.length > 1 ? (queue.shift() as UploadStatusAnswer) : (queue[0] as UploadStatusAnswer);
    }),
    sleep: vi.fn(async (ms: number) => {
      delays.push(ms);
    }),
  };
  return { transport, progress, sent, delays, idsByName };
}

function file(name: string, size = 1000): File {
  return new File([new Uint8Array(size)], name, { type: '' });
}

function recordOf(name: string): HTMLElement {
  const record = screen
    .getAllByTestId('upload-record')
    .find((element) => element.textContent?.includes(name));
  if (record === undefined) {
    throw new Error(`no record for ${name}`);
  }
  return record;
}

describe('UploadLauncher', () => {
  it('keeps room at the end of the page so the floating button covers no table cell', () => {
    renderRoutes(
      [{ path: '/insights', element: <UploadLauncher transport={controlledTransport({}).transport} /> }],
      '/insights',
    );
    expect(screen.getByRole('button', { name: 'Upload projects' })).toBeTruthy();
    expect(getComputedStyle(screen.getByTestId('upload-button-room')).height).toBe('88px');
  });

  it('opens from ?upload=1 and follows a file from bytes sent to a link to its project', async () => {
    const committed: UploadStatusAnswer = { status: 'COMMITTED', projectId: 'p-42', rollbackReason: null };
    const inProgress: UploadStatusAnswer = { status: 'IN_PROGRESS', projectId: null, rollbackReason: null };
    const committing: UploadStatusAnswer = {
      status: 'COMMIT_IN_PROGRESS',
      projectId: null,
      rollbackReason: null,
    };
    const fake = controlledTransport({ 'id-1': [inProgress, inProgress, committing, committed] });
    renderRoutes(
      [{ path: '/insights', element: <UploadLauncher transport={fake.transport} /> }],
      '/insights?upload=1',
    );
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Upload projects')).toBeTruthy();
    fireEvent.change(screen.getByTestId('upload-file-input'), { target: { files: [file('hq.esx')] } });
    await waitFor(() => expect(fake.progress.size).toBe(1));
    const bar = () =>
      within(recordOf('hq.esx')).getByRole('progressbar', { name: 'Upload progress of hq.esx' });
    expect(bar().getAttribute('aria-valuenow')).toBe('0');
    act(() => fake.progress.get('/esxfileapi/v1/projects/upload/id-1/content')?.(500, 1000));
    expect(bar().getAttribute('aria-valuenow')).toBe('40');
    act(() => fake.sent.get('/esxfileapi/v1/projects/upload/id-1/content')?.());
    const link = await within(recordOf('hq.esx')).findByRole('link', { name: 'Open the project' });
    expect(link.getAttribute('href')).toBe('/projects/p-42');
    expect(bar().getAttribute('aria-valuenow')).toBe('100');
    expect(fake.transport.commit).toHaveBeenCalledWith('id-1', null);
    expect(fake.delays).toEqual([50, 100, 150, 200]);
  });

  it('names the project a completed file became, as a link to its dashboard', async () => {
    const fake = controlledTransport({
      'id-1': [
        { status: 'COMMITTED', projectId: 'p-7', rollbackReason: null, projectName: 'Harbour office' },
      ],
    });
    renderRoutes(
      [
        { path: '/insights', element: <UploadLauncher transport={fake.transport} /> },
        { path: '/projects/:projectId', element: <h1>Project dashboard</h1> },
      ],
      '/insights?upload=1',
    );
    fireEvent.change(await screen.findByTestId('upload-file-input'), {
      target: { files: [file('harbour.esx')] },
    });
    await waitFor(() => expect(fake.sent.size).toBe(1));
    act(() => fake.sent.get('/esxfileapi/v1/projects/upload/id-1/content')?.());
    const record = recordOf('harbour.esx');
    const link = await within(record).findByRole('link', { name: 'Harbour office' });
    expect(link.tagName).toBe('A');
    expect(link.getAttribute('href')).toBe('/projects/p-7');
    expect(link.parentElement?.textContent).toBe('Imported into Harbour office');
    expect(within(record).queryByRole('link', { name: 'Open the project' })).toBeNull();
    fireEvent.click(link);
    expect(await screen.findByRole('heading', { name: 'Project dashboard' })).toBeTruthy();
  });

  it('shows the rollback reason, and the start failure, per file', async () => {
    const fake = controlledTransport({
      'id-1': [
        { status: 'ROLLED_BACK', projectId: null, rollbackReason: 'This file is not an Ekahau project.' },
      ],
    });
    renderRoutes(
      [{ path: '/insights', element: <UploadLauncher transport={fake.transport} /> }],
      '/insights',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Upload projects' }));
    fireEvent.drop(
      await screen.findByRole('button', { name: 'Choose .esx files to upload, or drop them here' }),
      {
        dataTransfer: { files: [file('bad.esx'), file('refused.esx'), file('notes.zip')] },
      },
    );
    await waitFor(() => expect(fake.sent.size).toBe(1));
    act(() => fake.sent.get('/esxfileapi/v1/projects/upload/id-1/content')?.());
    expect(await within(recordOf('bad.esx')).findByRole('alert')).toHaveProperty(
      'textContent',
      'This file is not an Ekahau project.',
    );
    expect(within(recordOf('refused.esx')).getByRole('alert').textContent).toBe(
      'Could not start the upload process',
    );
    expect(within(recordOf('notes.zip')).getByRole('alert').textContent).toBe(
      'Could not upload notes.zip: only .esx project files can be uploaded.',
    );
    expect(fake.transport.initiate).toHaveBeenCalledTimes(2);
  });

  it("says 'Could not upload {file}' when sending fails", async () => {
    const fake = controlledTransport({});
    fake.transport.send = vi.fn(async () => {
      throw new Error('network');
    });
    renderRoutes(
      [{ path: '/insights', element: <UploadLauncher transport={fake.transport} /> }],
      '/insights?upload=1',
    );
    await screen.findByRole('dialog');
    fireEvent.change(screen.getByTestId('upload-file-input'), { target: { files: [file('site.esx')] } });
    expect((await within(recordOf('site.esx')).findByRole('alert')).textContent).toBe(
      'Could not upload site.esx',
    );
    expect(within(recordOf('site.esx')).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
  });

  it("says 'Could not upload {file}' when initiate refuses the file's size (413)", async () => {
    const fake = controlledTransport({});
    fake.transport.initiate = vi.fn(async () => {
      throw new ApiError({ status: 413, message: 'too large', method: 'POST' });
    });
    renderRoutes(
      [{ path: '/insights', element: <UploadLauncher transport={fake.transport} /> }],
      '/insights?upload=1',
    );
    await screen.findByRole('dialog');
    fireEvent.change(screen.getByTestId('upload-file-input'), {
      target: { files: [file('huge.esx', 2048)] },
    });
    expect((await within(recordOf('huge.esx')).findByRole('alert')).textContent).toBe(
      'Could not upload huge.esx',
    );
    expect(fake.transport.initiate).toHaveBeenCalledWith('huge.esx', 2048);
  });

  it('closes, dropping ?upload=1 so a reload does not reopen it', async () => {
    const fake = controlledTransport({});
    const { router } = renderRoutes(
      [{ path: '/insights', element: <UploadLauncher transport={fake.transport} /> }],
      '/insights?upload=1&view=map',
    );
    const [closeIcon] = within(await screen.findByRole('dialog')).getAllByRole('button', { name: 'Close' });
    expect(closeIcon).toBeDefined();
    fireEvent.click(closeIcon ?? document.body);
    await waitFor(() => expect(router.state.location.search).toBe('?view=map'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('opens the picker from the keyboard', async () => {
    const fake = controlledTransport({});
    renderRoutes(
      [{ path: '/insights', element: <UploadLauncher transport={fake.transport} /> }],
      '/insights?upload=1',
    );
    const zone = await screen.findByRole('button', {
      name: 'Choose .esx files to upload, or drop them here',
    });
    const input = screen.getByTestId<HTMLInputElement>('upload-file-input');
    const click = vi.spyOn(input, 'click');
    fireEvent.keyDown(zone, { key: 'Enter' });
    fireEvent.keyDown(zone, { key: ' ' });
    expect(click).toHaveBeenCalledTimes(2);
    expect(input.accept).toBe('.esx');
    expect(input.multiple).toBe(true);
  });
  it('commits each file with the city chosen in the picker slot when the file commits', async () => {
    const committed: UploadStatusAnswer = { status: 'COMMITTED', projectId: 'p-1', rollbackReason: null };
    const fake = controlledTransport({ 'id-1': [committed], 'id-2': [committed] });
    // A stand-in for the places feature's picker, which app/ composes in.
    const renderPlacePicker = (slot: UploadPlacePickerSlot) => (
      <>
        <span>{`${slot.label}: ${slot.value === null ? 'none' : slot.value.name}`}</span>
        <button
          type="button"
          onClick={() => slot.onChange({ id: 658225, name: 'Helsinki', country: 'Finland' })}
        >
          Pick Helsinki
        </button>
      </>
    );
    renderRoutes(
      [
        {
          path: '/insights',
          element: <UploadLauncher transport={fake.transport} renderPlacePicker={renderPlacePicker} />,
        },
      ],
      '/insights?upload=1',
    );
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('City (optional): none')).toBeTruthy();
    fireEvent.change(screen.getByTestId('upload-file-input'), { target: { files: [file('before.esx')] } });
    await waitFor(() => expect(fake.sent.size).toBe(1));
    act(() => fake.sent.get('/esxfileapi/v1/projects/upload/id-1/content')?.());
    await waitFor(() => expect(fake.transport.commit).toHaveBeenCalledWith('id-1', null));

    fireEvent.change(screen.getByTestId('upload-file-input'), { target: { files: [file('during.esx')] } });
    await waitFor(() => expect(fake.sent.size).toBe(2));
    // Picked while during.esx is still transferring: it applies to that file's commit.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Pick Helsinki' }));
    expect(within(dialog).getByText('City (optional): Helsinki')).toBeTruthy();
    act(() => fake.sent.get('/esxfileapi/v1/projects/upload/id-2/content')?.());
    await waitFor(() => expect(fake.transport.commit).toHaveBeenCalledWith('id-2', 658225));
    expect(fake.transport.commit).toHaveBeenCalledTimes(2);
  });
});
