/** Ensures `binary` exists, installing Debian's `pkg` if it does not; `why` is said when it cannot be. */
export function ensureAptPackage(binary: string, pkg: string, why: string): Promise<void>;
