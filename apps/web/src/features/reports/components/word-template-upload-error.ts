import { ApiError } from '@/lib/api-client';

const UNKNOWN_TAG = /unknown data tag (\$\{[^}]*\})/;
const FILE_FIELD = /^file: /;
/** Server texts about the file that read as a sentence after 'The file' ('is not a Word document'). */
const FILE_PREDICATE = /^(is|unpacks|has|contains)\b/;

/**
 * What a failed Word template upload tells the user, from the server's answer: an unknown data tag by its
 * name, a file over the limit, or the server's text about the file ('file: is not a Word document' → 'The
 * file is not a Word document').
 */
export function wordTemplateUploadError(error: Error): string {
  if (error instanceof ApiError && error.status === 413) {
    return 'The file is larger than 20 MB.';
  }
  const tag = UNKNOWN_TAG.exec(error.message)?.[1];
  if (tag !== undefined) {
    return `This template uses a data tag Airlens does not know: ${tag}. Correct or remove it in Word (Ekahau’s Data Tags list has every known tag), then upload the file again.`;
  }
  if (FILE_FIELD.test(error.message)) {
    const text = error.message.replace(FILE_FIELD, '');
    return FILE_PREDICATE.test(text)
      ? `The file ${text}.`
      : `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
  }
  return error.message;
}
