import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { renderWithProviders } from '@/test/render';
import type { ConversionTransport } from '../api/convert-archive';
import { ArchiveConversion } from './archive-conversion';

/** A transport whose every step the test releases by hand. */
function controlledTransport() {
  const steps: {
    encoded?: (text: string) => void;
    answered?: (answer: { blob: Blob; fileName: string }) => void;
    failed?: (error: Error) => void;
    slept?: () => void;
  } = {};
  const transport: ConversionTransport = {
    encode: vi.fn(() => new Promise<string>((resolve) => (steps.encoded = resolve))),
    convert: vi.fn(
      () =>
        new Promise<{ blob: Blob; fileName: string }>((resolve, reject) => {
          steps.answered = resolve;
          steps.failed = reject;
        }),
    ),
    sleep: vi.fn(() => new Promise<void>((resolve) => (steps.slept = resolve))),
    save: vi.fn(),
  };
  return { transport, steps };
}

function archive(name = 'dnac.tar.gz'): File {
  return new File([new Uint8Array([0x1f, 0x8b, 0, 0])], name, { type: 'application/gzip' });
}

function status(): { status: string | null; progress: string | null; text: string } {
  const region = screen.getByRole('status');
  return {
    status: region.getAttribute('data-status'),
    progress: screen.getByRole('progressbar', { name: 'Conversion progress' }).getAttribute('aria-valuenow'),
    text: region.textContent ?? '',
  };
}

function pick(file: File) {
  fireEvent.change(screen.getByLabelText('Map archive file'), { target: { files: [file] } });
}

describe('ArchiveConversion', () => {
  it('goes UPLOADING → PROCESSING 10 after encoding → PROCESSING 80 after the answer → COMPLETED 500 ms later, saving the .esx', async () => {
    const { transport, steps } = controlledTransport();
    const onImport = vi.fn();
    renderWithProviders(<ArchiveConversion onImport={onImport} transport={transport} />);
    pick(archive());
    await waitFor(() => expect(status()).toMatchObject({ status: 'UPLOADING', progress: '0' }));
    expect(status().text).toContain('Uploading…');

    await act(async () => steps.encoded?.('H4sIAAAA'));
    await waitFor(() => expect(status()).toMatchObject({ status: 'PROCESSING', progress: '10' }));
    expect(transport.convert).toHaveBeenCalledWith('dnac.tar.gz', 'H4sIAAAA');

    const esx = new Blob([new Uint8Array([0x50, 0x4b])]);
    await act(async () => steps.answered?.({ blob: esx, fileName: 'dnac.esx' }));
    await waitFor(() => expect(status()).toMatchObject({ status: 'PROCESSING', progress: '80' }));
    expect(transport.sleep).toHaveBeenCalledWith(500);
    expect(transport.save).not.toHaveBeenCalled();

    await act(async () => steps.slept?.());
    await waitFor(() => expect(status()).toMatchObject({ status: 'COMPLETED', progress: '100' }));
    expect(status().text).toContain('Converted: dnac.esx is saved.');
    expect(transport.save).toHaveBeenCalledWith(esx, 'dnac.esx');

    fireEvent.click(screen.getByRole('button', { name: 'Import now' }));
    expect(onImport).toHaveBeenCalledTimes(1);
    const handed = onImport.mock.calls[0]?.[0] as File;
    expect(handed.name).toBe('dnac.esx');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it("ends FAILED with 'Could not convert {file}' and the server's reason when the archive is refused", async () => {
    const { transport, steps } = controlledTransport();
    renderWithProviders(<ArchiveConversion onImport={vi.fn()} transport={transport} />);
    pick(archive('evil.zip'));
    await act(async () => steps.encoded?.('UEsDBA=='));
    await act(async () =>
      steps.failed?.(new ApiError({ status: 400, method: 'POST', message: 'The zip archive is corrupt.' })),
    );
    await waitFor(() => expect(status()).toMatchObject({ status: 'FAILED', progress: '100' }));
    expect(status().text).toBe('evil.zipCould not convert evil.zipThe zip archive is corrupt.');
    expect(transport.sleep).not.toHaveBeenCalled();
    expect(transport.save).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Import now' })).toBeNull();
  });

  it("says only 'Could not convert {file}' when no answer arrived", async () => {
    const { transport, steps } = controlledTransport();
    renderWithProviders(<ArchiveConversion onImport={vi.fn()} transport={transport} />);
    pick(archive('site.tar'));
    await act(async () => steps.encoded?.('AAAA'));
    await act(async () =>
      steps.failed?.(
        new ApiError({ status: 0, method: 'POST', message: 'Network error or request aborted' }),
      ),
    );
    await waitFor(() => expect(status().status).toBe('FAILED'));
    expect(status().text).toBe('site.tarCould not convert site.tar');
  });
});
