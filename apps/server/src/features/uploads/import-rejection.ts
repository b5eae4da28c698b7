import { isEsxError } from '@airlens/esx';

/**
 * An import refused because of the file or the caller's rights (not a server fault): the upload ends
 * ROLLED_BACK with `message` as its rollback reason, and the job is not retried.
 */
export class ImportRejection extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'ImportRejection';
  }
}

/**
 * The import worker died (out of memory, crash): the file needs more than the worker may use. `message` is for
 * the uploader; `detail` (the worker's last stderr output) is for the log.
 */
export class ImportWorkerCrash extends Error {
  constructor(
    message: string,
    readonly detail = '',
  ) {
    super(message);
    this.name = 'ImportWorkerCrash';
  }
}

/** A serialisable form of an error thrown in the worker, so the main thread can tell rejections from faults. */
export interface WorkerErrorShape {
  kind: 'rejection' | 'error';
  code: string;
  message: string;
}

/** Converts a worker-side error to its serialisable shape; .esx problems become rejections with their code. */
export function toWorkerError(error: unknown): WorkerErrorShape {
  if (isEsxError(error)) {
    return { kind: 'rejection', code: error.code, message: error.message };
  }
  if (error instanceof ImportRejection) {
    return { kind: 'rejection', code: error.code, message: error.message };
  }
  if (error instanceof RangeError) {
    // A hostile structure exhausted the stack or an allocation: a property of the file, not of the server.
    return {
      kind: 'rejection',
      code: 'LIMIT_EXCEEDED',
      message: 'The project file is too large or too deeply nested to read.',
    };
  }
  return { kind: 'error', code: 'INTERNAL', message: error instanceof Error ? error.message : String(error) };
}

/** Rebuilds the main-thread error from a worker error shape. */
export function fromWorkerError(shape: WorkerErrorShape): Error {
  return shape.kind === 'rejection'
    ? new ImportRejection(shape.code, shape.message)
    : new Error(shape.message);
}
