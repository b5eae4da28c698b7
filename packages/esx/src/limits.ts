/** Hard limits the reader enforces before and while it inflates and parses an archive. */
export interface EsxLimits {
  /** Largest archive accepted, in bytes. */
  maxArchiveBytes: number;
  /** Most central-directory entries accepted. */
  maxEntries: number;
  /** Largest inflated size of one member, in bytes. */
  maxEntryBytes: number;
  /** Largest inflated size of all members together, in bytes. */
  maxTotalBytes: number;
  /** Largest declared inflated/compressed ratio of one member (DEFLATE cannot honestly exceed ~1032). */
  maxCompressionRatio: number;
  /** Members smaller than this (inflated) are exempt from the ratio check: tiny files compress oddly. */
  ratioExemptBytes: number;
  /**
   * Largest JSON member, in bytes, checked by its declared size before inflating (JSON.parse costs ~2.6× its
   * input in heap, so this bounds what one member may cost an import worker).
   */
  maxJsonBytes: number;
  /** Deepest nesting of arrays and objects accepted in a JSON member. */
  maxJsonDepth: number;
  /** Longest member name, in bytes. */
  maxNameBytes: number;
  /** Most scans accepted in one binary Wi-Fi track. */
  maxScansPerTrack: number;
}

/** Defaults sized for real projects up to a few hundred MB with room to spare. */
export const DEFAULT_ESX_LIMITS: Readonly<EsxLimits> = Object.freeze({
  maxArchiveBytes: 1024 * 1024 * 1024,
  maxEntries: 20_000,
  maxEntryBytes: 512 * 1024 * 1024,
  maxTotalBytes: 1024 * 1024 * 1024,
  maxCompressionRatio: 500,
  ratioExemptBytes: 1024 * 1024,
  maxJsonBytes: 128 * 1024 * 1024,
  maxJsonDepth: 64,
  maxNameBytes: 512,
  maxScansPerTrack: 2_000_000,
});

/** Merges caller overrides onto {@link DEFAULT_ESX_LIMITS}. */
export function resolveLimits(overrides?: Partial<EsxLimits>): EsxLimits {
  return { ...DEFAULT_ESX_LIMITS, ...overrides };
}
