import { useCallback, useRef, useState } from 'react';
import {
  CONVERSION_COMPLETE_DELAY_MS,
  CONVERSION_ENCODED_PROGRESS,
  CONVERSION_RESPONSE_PROGRESS,
  conversionFailedMessage,
  type ClientUploadStatus,
} from '@airlens/domain';
import { ApiError } from '@/lib/api-client';
import type { ConversionTransport } from '../api/convert-archive';

/** Where a conversion stands (docs/product-spec.md §4 "Archive conversion"). */
export interface ConversionState {
  status: ClientUploadStatus;
  /** Percent: 0 while uploading, 10 once encoded, 80 once answered, 100 when done. */
  progress: number;
  archiveName: string;
  /** 'Could not convert {file}' when FAILED. */
  message: string | null;
  /** What the server said was wrong with the archive, when it said so. */
  detail: string | null;
  /** The converted .esx, once COMPLETED. */
  esx: File | null;
}

/**
 * Runs archive conversions one at a time: UPLOADING, PROCESSING 10 after base64 encoding, PROCESSING 80 after
 * the answer, COMPLETED 500 ms later with the .esx saved; FAILED with 'Could not convert {file}' on any error.
 */
export function useArchiveConversion(transport: ConversionTransport) {
  const [state, setState] = useState<ConversionState | null>(null);
  const run = useRef(0);

  const convert = useCallback(
    async (file: File) => {
      run.current += 1;
      const current = run.current;
      const base = { archiveName: file.name, message: null, detail: null, esx: null };
      const update = (next: ConversionState) => {
        if (run.current === current) {
          setState(next);
        }
      };
      update({ ...base, status: 'UPLOADING', progress: 0 });
      try {
        const base64 = await transport.encode(file);
        update({ ...base, status: 'PROCESSING', progress: CONVERSION_ENCODED_PROGRESS });
        const answer = await transport.convert(file.name, base64);
        update({ ...base, status: 'PROCESSING', progress: CONVERSION_RESPONSE_PROGRESS });
        await transport.sleep(CONVERSION_COMPLETE_DELAY_MS);
        transport.save(answer.blob, answer.fileName);
        const esx = new File([answer.blob], answer.fileName, { type: 'application/octet-stream' });
        update({ ...base, status: 'COMPLETED', progress: 100, esx });
      } catch (error) {
        update({
          ...base,
          status: 'FAILED',
          progress: 100,
          message: conversionFailedMessage(file.name),
          detail: error instanceof ApiError && error.status === 400 ? error.message : null,
        });
      }
    },
    [transport],
  );

  const reset = useCallback(() => {
    run.current += 1;
    setState(null);
  }, []);

  return { state, convert, reset };
}
