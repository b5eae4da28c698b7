import { fakeApi, reply } from '@/test/fake-api';

export const PROJECT_ID = '9c1f3a52-6d1e-4a8b-9f0e-1c2d3e4f5a6b';
export const REPORT_ID = '3b2a1c0d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';

export const DEFAULT_TEMPLATE = {
  id: 'default',
  name: 'Default',
  visibility: 'ORGANIZATION',
  ownerEmail: null,
  builtIn: true,
  format: 'pdf',
  language: 'en',
  sections: [{ type: 'cover' }, { type: 'summary' }, { type: 'floors' }],
  options: {
    visualizations: ['primary-coverage', 'snr', 'channel-interference'],
    frequencyBands: ['TWO', 'FIVE'],
    floorPlanIds: null,
    pageSize: 'A4',
    units: 'metric',
    branding: {
      title: null,
      customer: null,
      author: null,
      logoPngBase64: null,
      primaryColor: '#0d47a1',
      accentColor: '#ff8f00',
    },
  },
  updatedAt: '1970-01-01T00:00:00.000Z',
  canEdit: false,
};

/** A template of the signed-in user (ana@example.com), in Finnish, Word, 6 GHz only, with a customer. */
export const OWN_TEMPLATE = {
  ...DEFAULT_TEMPLATE,
  id: 'own-1',
  name: 'Customer A',
  visibility: 'PRIVATE',
  ownerEmail: 'ana@example.com',
  builtIn: false,
  format: 'docx',
  language: 'fi',
  sections: [{ type: 'cover' }, { type: 'accessPoints' }],
  options: {
    ...DEFAULT_TEMPLATE.options,
    frequencyBands: ['SIX'],
    pageSize: 'Letter',
    branding: { ...DEFAULT_TEMPLATE.options.branding, customer: 'Harbour Ltd', title: 'Site survey' },
  },
  canEdit: true,
};

/** A colleague's template shared with the organisation. */
export const SHARED_TEMPLATE = {
  ...DEFAULT_TEMPLATE,
  id: 'shared-1',
  name: 'Team standard',
  ownerEmail: 'ben@example.com',
  builtIn: false,
  language: 'de',
};

/** A Word template with data tags: listed, but the server cannot make reports from it yet. */
export const WORD_TEMPLATE = {
  ...SHARED_TEMPLATE,
  id: 'word-1',
  name: 'Ekahau legacy',
  format: 'docx-template',
};

export const FLOORS = [
  {
    id: 'f1',
    rowId: 1,
    name: 'Ground floor',
    width: 100,
    height: 50,
    metersPerUnit: 0.1,
    imageId: null,
    bitmapImageId: null,
  },
  {
    id: 'f2',
    rowId: 2,
    name: 'Roof',
    width: 100,
    height: 50,
    metersPerUnit: 0.1,
    imageId: null,
    bitmapImageId: null,
  },
];

/** A finished report of the history, asked for on 4 March 2026. */
export const DONE_SUMMARY = {
  reportId: '5d6e7f80-1a2b-4c3d-8e9f-a0b1c2d3e4f5',
  status: 'DONE',
  progress: 100,
  format: 'docx',
  language: 'fr',
  createdAt: '2026-03-04T10:00:00.000Z',
  fileName: 'harbour-hall-rapport.docx',
};

export interface Sent {
  method: string;
  path: string;
  body: unknown;
}

export interface ReportApiOptions {
  /** Status polls answered RUNNING before the job is DONE. */
  runningPolls?: number;
  templates?: readonly object[];
  /** Reports of the project's history before any is made here. */
  history?: readonly object[];
  /** The answer to POST …/reports when it fails, e.g. 400 with a message. */
  createFailure?: { status: number; message: string };
  /** The job fails with this reason instead of finishing. */
  jobError?: string;
  /**
   * The answer to POST …/reports/preview: 'pdf' (the bytes of a PDF; the tests stub pdf.js's drawing), or a
   * failure (by default 500, so the dialog shows its drawn preview).
   */
  preview?: 'pdf' | { status: number; message: string };
  /** Where preview requests are recorded (they are not in the returned list, which holds the rest). */
  previews?: Sent[];
}

/** The bytes the stub answers a preview with: the start of a PDF (pdf.js itself is stubbed in tests). */
export const PREVIEW_PDF = '%PDF-1.7\n% first page\n';

/**
 * The report API as the server answers it, recording every request: the job runs (40 %, drawing images) for
 * `runningPolls` status polls, then is DONE (or FAILED); DELETE cancels it while it runs.
 */
export function stubReportApi(options: ReportApiOptions = {}): Sent[] {
  const { runningPolls = 1, templates = [DEFAULT_TEMPLATE], createFailure, jobError } = options;
  const sent: Sent[] = [];
  let history = [...(options.history ?? [])];
  let polls = 0;
  let state: 'NONE' | 'RUNNING' | 'DONE' | 'FAILED' | 'CANCELLED' = 'NONE';
  const json = (value: unknown, status = 200) => reply(status, value);
  const statusAnswer = () => {
    if (state === 'CANCELLED') {
      return { reportId: REPORT_ID, status: 'CANCELLED', progress: 40, step: 'cancelled' };
    }
    polls += 1;
    if (polls > runningPolls) {
      state = jobError === undefined ? 'DONE' : 'FAILED';
    }
    if (state === 'DONE') {
      return { reportId: REPORT_ID, status: 'DONE', progress: 100, step: 'done' };
    }
    if (state === 'FAILED') {
      return { reportId: REPORT_ID, status: 'FAILED', progress: 40, step: 'failed', error: jobError };
    }
    return { reportId: REPORT_ID, status: 'RUNNING', progress: 40, step: 'images' };
  };
  const made = () =>
    state === 'NONE'
      ? []
      : [
          {
            reportId: REPORT_ID,
            status: state,
            progress: state === 'DONE' ? 100 : 40,
            format: 'pdf',
            language: 'de',
            createdAt: '2026-03-05T09:30:00.000Z',
            fileName: state === 'DONE' ? 'x.pdf' : null,
          },
        ];
  fakeApi.onAny(({ method, path, body: received }) => {
    // The body as the app sent it in JSON; null for none or a multipart one.
    const body = received === undefined || received instanceof FormData ? null : received;
    if (path === `/reportapi/v1/projects/${PROJECT_ID}/reports/preview` && method === 'POST') {
      options.previews?.push({ method, path, body });
      const preview = options.preview ?? { status: 500, message: 'The preview could not be made.' };
      return preview === 'pdf'
        ? new Response(PREVIEW_PDF, { headers: { 'content-type': 'application/pdf' } })
        : json({ message: preview.message }, preview.status);
    }
    sent.push({ method, path, body });
    if (path === '/reportapi/v1/templates' && method === 'GET') {
      return json(templates);
    }
    if (path === '/reportapi/v1/templates' && method === 'POST') {
      const saved = { ...DEFAULT_TEMPLATE, ...(body as object), id: 'a1b2', builtIn: false };
      return json({ ...saved, canEdit: true, ownerEmail: 'ana@example.com' }, 201);
    }
    if (path === `/insightapi/v1/projects/${PROJECT_ID}/floorPlans`) {
      return json(FLOORS);
    }
    if (path === `/reportapi/v1/projects/${PROJECT_ID}/reports` && method === 'POST') {
      if (createFailure !== undefined) {
        return json({ message: createFailure.message }, createFailure.status);
      }
      state = 'RUNNING';
      return json({ reportId: REPORT_ID }, 202);
    }
    if (path === `/reportapi/v1/projects/${PROJECT_ID}/reports`) {
      return json([...made(), ...history]);
    }
    if (path === `/reportapi/v1/reports/${REPORT_ID}` && method === 'DELETE') {
      state = 'CANCELLED';
      return reply(204);
    }
    if (path === `/reportapi/v1/reports/${REPORT_ID}`) {
      return json(statusAnswer());
    }
    const deleted = history.find(
      (report) => path === `/reportapi/v1/reports/${(report as { reportId: string }).reportId}`,
    );
    if (deleted !== undefined && method === 'DELETE') {
      history = history.filter((report) => report !== deleted);
      return reply(204);
    }
    return json({ message: `unexpected ${method} ${path}` }, 404);
  });
  return sent;
}
