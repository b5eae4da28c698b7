import { controllerArchiveEndpoints, pathOf } from '@airlens/contract';
import { apiRequest } from '@/lib/api-client';
import { fileNameOf, saveFile } from '@/lib/save-file';

/** The steps of one archive conversion (docs/product-spec.md §7 "Conversion"); the component takes them as a dependency. */
export interface ConversionTransport {
  /** The archive's bytes as base64 text. */
  encode(file: Blob): Promise<string>;
  /** POST cisco/ciscoDnacUpload: the .esx and the name the server gives it. */
  convert(fileName: string, base64ZipFile: string): Promise<{ blob: Blob; fileName: string }>;
  /** Waits before the conversion reports completion. */
  sleep(ms: number): Promise<void>;
  /** Hands the .esx to the browser's download manager. */
  save(blob: Blob, fileName: string): void;
}

/** The base64 text of a file, read with FileReader (the data URL's prefix dropped). */
export function encodeBase64(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.addEventListener('load', () => {
      const url = typeof reader.result === 'string' ? reader.result : '';
      resolve(url.slice(url.indexOf(',') + 1));
    });
    reader.addEventListener('error', () => reject(reader.error ?? new Error('the file could not be read')));
    reader.readAsDataURL(file);
  });
}

/** The .esx name of an archive: its name without the archive extension. */
export function esxNameOf(archiveName: string): string {
  return `${archiveName.replace(/\.(tar\.gz|tgz|tar|zip|gz)$/i, '') || 'project'}.esx`;
}

/** POST cisco/ciscoDnacUpload `{ fileName, base64ZipFile }` through the api client; the answer is the .esx. */
export async function convertArchive(
  fileName: string,
  base64ZipFile: string,
): Promise<{ blob: Blob; fileName: string }> {
  const endpoint = controllerArchiveEndpoints.convertControllerArchive;
  const response = await apiRequest<Blob>(pathOf(endpoint), {
    method: endpoint.method,
    body: { fileName, base64ZipFile },
    responseType: 'blob',
  });
  return { blob: response.data, fileName: fileNameOf(response.headers, esxNameOf(fileName)) };
}

/** The browser's conversion steps. */
export const browserConversionTransport: ConversionTransport = {
  encode: encodeBase64,
  convert: convertArchive,
  sleep: (ms) => new Promise((resolve) => window.setTimeout(resolve, ms)),
  save: saveFile,
};
