/**
 * Stable failure codes of the `.esx` reader and writer. The import job stores the code and shows the
 * message as the upload's `rollbackReason`.
 */
export type EsxErrorCode =
  /** The bytes are not a readable zip archive (truncated, bad signatures, CRC mismatch, sizes that lie). */
  | 'ZIP_CORRUPT'
  /** The archive uses a zip feature we refuse: encryption, multi-disk, unknown compression. */
  | 'ZIP_UNSUPPORTED'
  /** The archive would inflate to far more than it could honestly contain (ratio, overlapping entries). */
  | 'ZIP_BOMB'
  /** A member name could escape a folder or is ambiguous: `..`, absolute, backslash, NUL, symlink, duplicate. */
  | 'ZIP_UNSAFE_PATH'
  /** The archive is a zip but not an Ekahau project (for example an Xactimate `.esx`). */
  | 'NOT_EKAHAU'
  /** A member the product needs is missing (for example `floorPlans.json`). */
  | 'MISSING_MEMBER'
  /** A JSON member is not valid UTF-8 JSON, is nested too deeply or uses a forbidden key. */
  | 'INVALID_JSON'
  /** A JSON member parsed but a field the product uses has the wrong type or value. */
  | 'INVALID_FIELD'
  /** A binary Wi-Fi track cannot be decoded. */
  | 'INVALID_TRACK'
  /** A configured limit (entry count, sizes, depth, scans) was exceeded. */
  | 'LIMIT_EXCEEDED';

/**
 * The only error the `.esx` package throws on bad input: a stable `code` for programs and a `message`
 * written for a surveyor (what is wrong and, where possible, what to do).
 */
export class EsxError extends Error {
  /** Stable machine-readable reason. */
  readonly code: EsxErrorCode;
  /** The archive member the problem was found in, when there is one. */
  readonly member: string | undefined;

  constructor(code: EsxErrorCode, message: string, member?: string) {
    super(message);
    this.name = 'EsxError';
    this.code = code;
    this.member = member;
  }
}

/** Returns whether a value is an {@link EsxError}, optionally of one code. */
export function isEsxError(value: unknown, code?: EsxErrorCode): value is EsxError {
  return value instanceof EsxError && (code === undefined || value.code === code);
}
