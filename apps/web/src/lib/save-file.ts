/**
 * The file name a download answer gives in `Content-Disposition` (RFC 6266: the UTF-8 `filename*` first,
 * then the plain `filename`), or `fallback`.
 */
export function fileNameOf(headers: Headers, fallback: string): string {
  const disposition = headers.get('Content-Disposition') ?? '';
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (encoded !== undefined) {
    try {
      return decodeURIComponent(encoded);
    } catch {
      // A broken encoding falls through to the plain name.
    }
  }
  return /filename="([^"]+)"/i.exec(disposition)?.[1] ?? fallback;
}

/** How long the browser keeps a saved file's object URL: long enough for the download to start. */
const OBJECT_URL_LIFETIME_MS = 60_000;

/** Hands a downloaded file to the browser's download manager under `fileName`. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), OBJECT_URL_LIFETIME_MS);
}
