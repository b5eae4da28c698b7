import { writeFile } from 'node:fs/promises';
import { check, signedInClient, type GlobalOptions } from '../context';
import { apiErrorMessage, CliError, sleep, type Output } from '../output';
import { progressBar } from './upload';

/** The file name a `Content-Disposition: attachment; filename=…` answer suggests. */
function suggestedName(response: Response, fallback: string): string {
  const header = response.headers.get('content-disposition') ?? '';
  const star = /filename\*=UTF-8''([^;]+)/i.exec(header)?.[1];
  if (star !== undefined) {
    return decodeURIComponent(star);
  }
  return /filename="?([^";]+)"?/i.exec(header)?.[1] ?? fallback;
}

async function saveAnswer(response: Response, out: string | undefined, fallback: string): Promise<string> {
  if (!response.ok) {
    throw new CliError(apiErrorMessage(response.status, await response.json().catch(() => null)));
  }
  const path = out ?? suggestedName(response, fallback);
  await writeFile(path, Buffer.from(await response.arrayBuffer()));
  return path;
}

const REPORT_FORMATS = ['pdf', 'docx'] as const;
const REPORT_LANGUAGES = ['en', 'de', 'fr', 'es', 'fi'] as const;

/** `airlens report PROJECT --format pdf --language de -o out.pdf`: runs a report job and saves its file. */
export async function report(
  projectId: string,
  options: GlobalOptions & {
    format: string;
    language?: string;
    template?: string;
    output?: string;
    pollMs?: number;
  },
  output: Output,
): Promise<void> {
  const format = options.format as (typeof REPORT_FORMATS)[number];
  if (!REPORT_FORMATS.includes(format)) {
    throw new CliError(`--format must be one of ${REPORT_FORMATS.join(', ')}.`, 2);
  }
  const language = options.language as (typeof REPORT_LANGUAGES)[number] | undefined;
  if (language !== undefined && !REPORT_LANGUAGES.includes(language)) {
    throw new CliError(`--language must be one of ${REPORT_LANGUAGES.join(', ')}.`, 2);
  }
  const { client } = await signedInClient(options);
  const { reportId } = check(
    await client.POST('/reportapi/v1/projects/{id}/reports', {
      params: { path: { id: projectId } },
      body: {
        format,
        ...(language === undefined ? {} : { language }),
        ...(options.template === undefined ? {} : { templateId: options.template }),
      },
    }),
  );
  const interactive = !output.json && process.stderr.isTTY === true;
  const bar = progressBar(output, 'Report [{bar}] {percentage}% | {step}');
  if (interactive) {
    bar.start(100, 0, { step: 'queued' });
  }
  let status = check(
    await client.GET('/reportapi/v1/reports/{reportId}', { params: { path: { reportId } } }),
  );
  try {
    while (status.status === 'QUEUED' || status.status === 'RUNNING') {
      if (interactive) {
        bar.update(status.progress, { step: status.step });
      }
      await sleep(options.pollMs ?? 1000);
      status = check(
        await client.GET('/reportapi/v1/reports/{reportId}', { params: { path: { reportId } } }),
      );
    }
    if (interactive) {
      bar.update(status.progress, { step: status.step });
    }
  } finally {
    if (interactive) {
      bar.stop();
    }
  }
  if (status.status !== 'DONE') {
    throw new CliError(
      `The report ended ${status.status}${status.error === undefined ? '' : `: ${status.error}`}.`,
    );
  }
  const file = await client.authorizedFetch(`/reportapi/v1/reports/${encodeURIComponent(reportId)}/file`);
  const path = await saveAnswer(file, options.output, `report.${format}`);
  output.result({ reportId, status: status.status, file: path }, [`Report saved to ${path}`]);
}

const BOM_FORMATS = ['csv', 'xlsx', 'json'] as const;

/** `airlens bom PROJECT --format xlsx -o out.xlsx`: the bill of materials (JSON to stdout without -o). */
export async function bom(
  projectId: string,
  options: GlobalOptions & { format: string; output?: string },
  output: Output,
): Promise<void> {
  const format = options.format as (typeof BOM_FORMATS)[number];
  if (!BOM_FORMATS.includes(format)) {
    throw new CliError(`--format must be one of ${BOM_FORMATS.join(', ')}.`, 2);
  }
  const { client } = await signedInClient(options);
  const response = await client.authorizedFetch(
    `/projectapi/v1/projects/${encodeURIComponent(projectId)}/bom?format=${format}`,
  );
  if (format === 'json' && options.output === undefined) {
    if (!response.ok) {
      throw new CliError(apiErrorMessage(response.status, await response.json().catch(() => null)));
    }
    process.stdout.write(`${JSON.stringify(await response.json(), null, 2)}\n`);
    return;
  }
  const path = await saveAnswer(response, options.output, `bom.${format}`);
  output.result({ projectId, format, file: path }, [`Bill of materials saved to ${path}`]);
}
