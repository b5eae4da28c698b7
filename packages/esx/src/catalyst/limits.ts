/** Hard limits of the controller-archive reader: every one is checked before the bytes it guards are held. */
export interface ControllerArchiveLimits {
  /** Largest archive accepted, in bytes (as uploaded, compressed). */
  maxArchiveBytes: number;
  /** Most members (files and folders) in the archive. */
  maxEntries: number;
  /** Largest unpacked size of all members together, in bytes (the tar inside a tar.gz counts). */
  maxTotalBytes: number;
  /** Largest `MapsImportExport.xml`, in bytes. */
  maxXmlBytes: number;
  /** Deepest element nesting accepted in the XML. */
  maxXmlDepth: number;
  /** Longest side of a floor, in feet. */
  maxFloorFeet: number;
  /** Longest side of a floor image, in pixels. */
  maxImagePixels: number;
  /** Most floors, access points, obstacles and coverage areas together. */
  maxElements: number;
}

/** Defaults sized for a campus of large buildings with scanned floor plans. */
export const DEFAULT_CONTROLLER_ARCHIVE_LIMITS: Readonly<ControllerArchiveLimits> = Object.freeze({
  maxArchiveBytes: 64 * 1024 * 1024,
  maxEntries: 2_000,
  maxTotalBytes: 256 * 1024 * 1024,
  maxXmlBytes: 32 * 1024 * 1024,
  maxXmlDepth: 32,
  maxFloorFeet: 20_000,
  maxImagePixels: 30_000,
  maxElements: 200_000,
});
