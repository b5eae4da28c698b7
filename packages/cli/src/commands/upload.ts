import { open, stat } from 'node:fs/promises';
import { basename, extname } from 'node:path';
import { Readable } from 'node:stream';
import cliProgress from 'cli-progress';
import { check, signedInClient, type GlobalOptions } from '../context';
import { apiErrorMessage, CliError, sleep, type Output } from '../output';

const FINAL = new Set(['COMMITTED', 'ROLLED_BACK', 'FAILED']);

/** A bar on stderr for people; nothing when stderr is not a terminal or the output is JSON. */
export function progressBar(output: Output, format: string): cliProgress.SingleBar {
  return new cliProgress.SingleBar(
    { format, stream: process.stderr, noTTYOutput: false, clearOnComplete: false, hideCursor: true },
    cliProgress.Presets.shades_classic,
  );
}

/**
 * `airlens upload FILE.esx`: the app's upload flow: initiate, PUT the bytes (with a progress bar), commit,
 * then poll the status until the import is COMMITTED, ROLLED_BACK or FAILED.
 */
export async function upload(
  file: string,
  options: GlobalOptions & { pollMs?: number },
  output: Output,
): Promise<void> {
  if (extname(file).toLowerCase() !== '.esx') {
    throw new CliError(`${file}: only .esx files can be uploaded.`, 2);
  }
  const size = (
    await stat(file).catch(() => {
      throw new CliError(`${file}: no such file.`, 2);
    })
  ).size;
  const { client } = await signedInClient(options);
  const name = basename(file, extname(file));
  const initiated = check(
    await client.POST('/esxfileapi/v1/projects/upload/initiate', {
      body: { fileName: name, fileExtension: 'esx' },
    }),
  );

  const bar = progressBar(output, 'Uploading [{bar}] {percentage}% | {value}/{total} bytes');
  const interactive = !output.json && process.stderr.isTTY === true;
  if (interactive) {
    bar.start(size, 0);
  }
  const handle = await open(file);
  let sent = 0;
  const counted: ReadableStream<Uint8Array> = Readable.toWeb(handle.createReadStream()).pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        sent += chunk.byteLength;
        if (interactive) {
          bar.update(sent);
        }
        controller.enqueue(chunk);
      },
    }),
  );
  let put: Response;
  try {
    // A streamed body needs `duplex: 'half'` (Node's fetch), which RequestInit does not know yet.
    const init: RequestInit & { duplex: 'half' } = {
      method: 'PUT',
      headers: { 'content-type': 'application/octet-stream', 'content-length': String(size) },
      body: counted,
      duplex: 'half',
    };
    put = await client.authorizedFetch(initiated.url, init);
  } finally {
    if (interactive) {
      bar.stop();
    }
    await handle.close().catch(() => undefined);
  }
  if (!put.ok) {
    throw new CliError(`Upload failed: ${apiErrorMessage(put.status, await put.json().catch(() => null))}`);
  }
  output.info(`Uploaded ${sent} bytes; importing…`);
  const query = { fileUploadId: initiated.fileUploadId };
  check(await client.POST('/esxfileapi/v1/projects/upload/commit', { params: { query }, body: null }));
  let status = check(await client.GET('/esxfileapi/v1/projects/upload/status', { params: { query } }));
  while (!FINAL.has(status.status)) {
    await sleep(options.pollMs ?? 1000);
    status = check(await client.GET('/esxfileapi/v1/projects/upload/status', { params: { query } }));
  }
  const result = { fileUploadId: initiated.fileUploadId, ...status };
  output.result(result, [
    status.status === 'COMMITTED'
      ? `Imported: project ${status.projectId ?? '?'} (${status.status})`
      : `Import ${status.status}${status.rollbackReason === null ? '' : `: ${status.rollbackReason}`}`,
  ]);
  if (status.status !== 'COMMITTED') {
    throw new CliError(`The import ended ${status.status}.`, 1);
  }
}
