import {
  LOAD_FAILURE_MESSAGES,
  nextUploadProgress,
  sendingProgress,
  uploadFailedMessage,
  uploadFailureMessage,
  UPLOAD_SENDING_SHARE,
} from '@airlens/domain';
import type { ClientUploadStatus, UploadStatusAnswer } from '@airlens/domain';

/** One file in the upload dialog (docs/product-spec.md §3 "Upload record (client)"): file, status, progress, and the outcome. */
export interface UploadRecord {
  /** A key of this dialog entry (two files may share a name). */
  key: string;
  fileName: string;
  status: ClientUploadStatus;
  /** 0–100: 0–80 while sending bytes, then creeping to 95 and 99 while the server works, 100 when done. */
  progress: number;
  /** Why it failed, shown under the bar. */
  message: string | null;
  /** The imported project, once COMPLETED. */
  projectId: string | null;
  /** Its name, once COMPLETED, when the server told it (the upload result names what the file became). */
  projectName: string | null;
}

/** A new record: UPLOADING at 0. */
export function startRecord(key: string, fileName: string): UploadRecord {
  return {
    key,
    fileName,
    status: 'UPLOADING',
    progress: 0,
    message: null,
    projectId: null,
    projectName: null,
  };
}

/** Bytes sent so far: 0–80 by the share of bytes, never moving backwards. */
export function withBytesSent(record: UploadRecord, loadedBytes: number, totalBytes: number): UploadRecord {
  if (record.status !== 'UPLOADING') {
    return record;
  }
  return { ...record, progress: Math.max(record.progress, sendingProgress(loadedBytes, totalBytes)) };
}

/** All bytes are on the server and committed: PROCESSING from 80. */
export function withProcessing(record: UploadRecord): UploadRecord {
  if (record.status !== 'UPLOADING') {
    return record;
  }
  return { ...record, status: 'PROCESSING', progress: Math.max(record.progress, UPLOAD_SENDING_SHARE) };
}

/**
 * One polled server status: IN_PROGRESS creeps toward 95 and COMMIT_IN_PROGRESS toward 99; COMMITTED is
 * COMPLETED at 100 with the project and its name; ROLLED_BACK or FAILED is FAILED at 100 with the rollback reason.
 */
export function withServerStatus(record: UploadRecord, answer: UploadStatusAnswer): UploadRecord {
  if (record.status !== 'PROCESSING') {
    return record;
  }
  if (answer.status === 'COMMITTED') {
    return {
      ...record,
      status: 'COMPLETED',
      progress: 100,
      projectId: answer.projectId,
      projectName: answer.projectName ?? null,
    };
  }
  if (answer.status === 'ROLLED_BACK' || answer.status === 'FAILED') {
    return {
      ...record,
      status: 'FAILED',
      progress: 100,
      message: uploadFailureMessage(answer.rollbackReason),
    };
  }
  return { ...record, progress: nextUploadProgress(record.progress, answer.status) };
}

/** Where a call failed: starting the upload, or sending, committing or polling it. */
export type UploadFailureStage = 'start' | 'transfer';

/** A failed call ends the record: FAILED at 100 with 'Could not start the upload process' or 'Could not upload {file}'. */
export function withFailure(record: UploadRecord, stage: UploadFailureStage): UploadRecord {
  if (isFinished(record)) {
    return record;
  }
  const message =
    stage === 'start' ? LOAD_FAILURE_MESSAGES.startUpload : uploadFailedMessage(record.fileName);
  return { ...record, status: 'FAILED', progress: 100, message };
}

/** Whether the record reached COMPLETED or FAILED. */
export function isFinished(record: UploadRecord): boolean {
  return record.status === 'COMPLETED' || record.status === 'FAILED';
}

/** Only .esx files are uploaded (docs/product-spec.md §5: files are declared as extension esx). */
export function isEsxFileName(name: string): boolean {
  return /\.esx$/i.test(name.trim());
}
