import { z } from 'zod';
import {
  UPLOAD_COMMIT_CAP,
  UPLOAD_FAILED,
  UPLOAD_IN_PROGRESS_CAP,
  UPLOAD_POLL_CAP_MS,
  UPLOAD_POLL_STEP_MS,
  UPLOAD_SENDING_SHARE,
} from './constants';

/** Client-side upload record statuses. */
export const CLIENT_UPLOAD_STATUSES = ['UPLOADING', 'PROCESSING', 'COMPLETED', 'FAILED'] as const;

/** One client-side upload status. */
export type ClientUploadStatus = (typeof CLIENT_UPLOAD_STATUSES)[number];

/** Server upload statuses the client polls. */
const SERVER_UPLOAD_STATUSES = [
  'IN_PROGRESS',
  'COMMIT_IN_PROGRESS',
  'COMMITTED',
  'ROLLED_BACK',
  'FAILED',
] as const;

/** One server upload status. */
type ServerUploadStatus = (typeof SERVER_UPLOAD_STATUSES)[number];

/**
 * Schema of the upload status answer `{ status, projectId, rollbackReason }`, plus the additive `projectName`: the
 * name of the project the upload became, so the upload result can name it (absent from older servers).
 */
export const uploadStatusSchema = z.object({
  status: z.enum(SERVER_UPLOAD_STATUSES),
  projectId: z.string().nullable(),
  rollbackReason: z.string().nullable(),
  projectName: z
    .string()
    .nullable()
    .optional()
    .describe('Once COMMITTED: the name of the project, while the uploader may still see it; else null'),
});

/** The upload status answer. */
export type UploadStatusAnswer = z.infer<typeof uploadStatusSchema>;

/** Progress (0–80) while sending bytes: 80 % of the share sent, rounded down; 0 when the total is unknown. */
export function sendingProgress(loadedBytes: number, totalBytes: number): number {
  if (!(totalBytes > 0) || !(loadedBytes > 0)) {
    return 0;
  }
  return Math.floor(UPLOAD_SENDING_SHARE * Math.min(1, loadedBytes / totalBytes));
}

/**
 * The next progress after a poll: it creeps a tenth of the remaining way (at least 1) toward 95 while
 * IN_PROGRESS and toward 99 while COMMIT_IN_PROGRESS, never going back; COMMITTED and failures are 100.
 */
export function nextUploadProgress(current: number, status: ServerUploadStatus): number {
  if (status === 'COMMITTED' || status === 'ROLLED_BACK' || status === 'FAILED') {
    return 100;
  }
  const cap = status === 'IN_PROGRESS' ? UPLOAD_IN_PROGRESS_CAP : UPLOAD_COMMIT_CAP;
  if (current >= cap) {
    return current;
  }
  return Math.min(cap, current + Math.max(1, Math.round((cap - current) / 10)));
}

/** Delay before poll number `turn` (0-based): 50 ms more per turn, capped at 2000 ms. */
export function pollDelayMs(turn: number): number {
  const safeTurn = Number.isFinite(turn) && turn > 0 ? Math.floor(turn) : 0;
  return Math.min(UPLOAD_POLL_STEP_MS * (safeTurn + 1), UPLOAD_POLL_CAP_MS);
}

/** The message of a failed upload: the rollback reason, or 'Upload failed' without one. */
export function uploadFailureMessage(rollbackReason: string | null | undefined): string {
  const reason = rollbackReason?.trim() ?? '';
  return reason === '' ? UPLOAD_FAILED : reason;
}
