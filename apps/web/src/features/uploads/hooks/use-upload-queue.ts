import { useCallback, useEffect, useRef, useState } from 'react';
import { pollDelayMs, uploadFailedMessage } from '@airlens/domain';
import { ApiError } from '@/lib/api-client';
import type { CompletedMultipart, StartedUpload, UploadTransport } from '../api/upload-api';
import {
  isEsxFileName,
  startRecord,
  withBytesSent,
  withFailure,
  withProcessing,
  withServerStatus,
  type UploadRecord,
} from '../upload-record';

const FINAL_STATUSES = new Set(['COMMITTED', 'ROLLED_BACK', 'FAILED']);

/**
 * The uploads of a dialog: each file runs initiate → PUT, or parallel part PUTs for a large file on an object
 * store (progress 0–80 over all bytes) → commit → status polls whose delay
 * grows by 50 ms per turn up to 2 s, until COMPLETED or FAILED. `onCompleted` runs once per imported project.
 * `placeId` is read when a file commits, so a city picked while a file is still transferring applies to it.
 */
export function useUploadQueue(
  transport: UploadTransport,
  onCompleted?: (projectId: string) => void,
  placeId: number | null = null,
) {
  const [records, setRecords] = useState<UploadRecord[]>([]);
  const counter = useRef(0);
  const isMounted = useRef(true);
  const currentPlaceId = useRef(placeId);
  useEffect(() => {
    currentPlaceId.current = placeId;
  }, [placeId]);
  useEffect(() => {
    isMounted.current = true;
    return () => {
      isMounted.current = false;
    };
  }, []);

  const update = useCallback((key: string, change: (record: UploadRecord) => UploadRecord) => {
    if (isMounted.current) {
      setRecords((current) => current.map((record) => (record.key === key ? change(record) : record)));
    }
  }, []);

  const run = useCallback(
    async (key: string, file: File) => {
      let started: StartedUpload;
      try {
        started = await transport.initiate(file.name, file.size);
      } catch (error) {
        // A file past the upload limit is refused at initiate now that the size goes with it: the same
        // 'Could not upload {file}' as when the PUT was refused.
        const isTooLarge = error instanceof ApiError && error.status === 413;
        update(key, (record) => withFailure(record, isTooLarge ? 'transfer' : 'start'));
        return;
      }
      try {
        const onProgress = (loaded: number, total: number) =>
          update(key, (record) => withBytesSent(record, loaded, total));
        let multipart: CompletedMultipart | undefined;
        if (started.multipart !== undefined && transport.sendParts !== undefined) {
          const parts = await transport.sendParts(started.multipart, file, onProgress);
          multipart = { uploadId: started.multipart.uploadId, parts };
        } else {
          await transport.send(started.url, file, onProgress);
        }
        if (multipart === undefined) {
          await transport.commit(started.fileUploadId, currentPlaceId.current);
        } else {
          await transport.commit(started.fileUploadId, currentPlaceId.current, multipart);
        }
        update(key, withProcessing);
        for (let turn = 0; isMounted.current; turn++) {
          await transport.sleep(pollDelayMs(turn));
          const answer = await transport.status(started.fileUploadId);
          update(key, (record) => withServerStatus(record, answer));
          if (FINAL_STATUSES.has(answer.status)) {
            if (answer.status === 'COMMITTED' && answer.projectId !== null) {
              onCompleted?.(answer.projectId);
            }
            return;
          }
        }
      } catch {
        update(key, (record) => withFailure(record, 'transfer'));
      }
    },
    [transport, update, onCompleted],
  );

  const addFiles = useCallback(
    (files: readonly File[]) => {
      const added: UploadRecord[] = [];
      for (const file of files) {
        counter.current += 1;
        const key = `upload-${counter.current}`;
        const record = startRecord(key, file.name);
        if (isEsxFileName(file.name)) {
          added.push(record);
          void run(key, file);
        } else {
          added.push({
            ...withFailure(record, 'transfer'),
            message: `${uploadFailedMessage(file.name)}: only .esx project files can be uploaded.`,
          });
        }
      }
      setRecords((current) => [...current, ...added]);
    },
    [run],
  );

  return { records, addFiles };
}
