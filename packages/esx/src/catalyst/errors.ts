/** Stable reasons a controller map archive is refused. */
export type ControllerArchiveErrorCode =
  /** Not a zip, tar or tar.gz, or a container that is truncated or corrupt. */
  | 'ARCHIVE_CORRUPT'
  /** A member name could escape a folder, or a member is a link or device. */
  | 'UNSAFE_PATH'
  /** Too many members, or more bytes once unpacked than the limits allow. */
  | 'LIMIT_EXCEEDED'
  /** `MapsImportExport.xml` is missing. */
  | 'MISSING_MAPS_XML'
  /** The XML is malformed, declares a DOCTYPE or entities, or is not a CiscoUnifiedInterchange document. */
  | 'INVALID_XML'
  /** A value the conversion needs is missing or out of range (dimensions, coordinates, units). */
  | 'INVALID_VALUE';

/**
 * The only error the controller-archive code throws on bad input: a stable `code` and a `message` that names
 * what is wrong with the archive, written for the person who exported it.
 */
export class ControllerArchiveError extends Error {
  /** Stable machine-readable reason. */
  readonly code: ControllerArchiveErrorCode;

  constructor(code: ControllerArchiveErrorCode, message: string) {
    super(message);
    this.name = 'ControllerArchiveError';
    this.code = code;
  }
}

/** Returns whether a value is a {@link ControllerArchiveError}. */
export function isControllerArchiveError(value: unknown): value is ControllerArchiveError {
  return value instanceof ControllerArchiveError;
}
