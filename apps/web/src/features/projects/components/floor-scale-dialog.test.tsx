import { afterEach, describe, expect, it, vi } from 'vitest';
import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes, routeElement } from '@/test/render';
import { FloorScaleDialog } from './floor-scale-dialog';

configure({ asyncUtilTimeout: 5000 });

const PROJECT_ID = '9c1f3a52-6d1e-4a8b-9f0e-1c2d3e4f5a6b';
const UPLOAD_ID = '0b7a2c4e-1f3d-4e5a-8b6c-7d8e9f0a1b2c';

interface Sent {
  method: string;
  path: string;
  body: unknown;
}

/** Answers the scale PUT with 202 and the status poll with the given statuses in turn (the last one repeats). */
function stubScaleApi(statuses: { status: string; rollbackReason: string | null }[]): Sent[] {
  const sent: Sent[] = [];
  let poll = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(
        typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
        'http://test',
      );
      const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : null;
      sent.push({ method: init?.method ?? 'GET', path: url.pathname, body });
      if (init?.method === 'PUT') {
        const answer = {
          projectId: PROJECT_ID,
          floorPlanId: 'f1',
          metersPerUnit: 0.05,
          fileUploadId: UPLOAD_ID,
        };
        return new Response(JSON.stringify(answer), { status: 202 });
      }
      const status = statuses[Math.min(poll, statuses.length - 1)];
      poll += 1;
      return new Response(JSON.stringify({ ...status, projectId: PROJECT_ID }), { status: 200 });
    }),
  );
  return sent;
}

async function measureAndSave(): Promise<void> {
  const user = userEvent.setup();
  screen.getByRole('group', { name: /Ground floor floor plan/ }).focus();
  await user.keyboard('{Enter}{ArrowRight>10/}{Enter}');
  await user.type(screen.getByRole('textbox', { name: 'Real distance (m)' }), '5');
  await user.click(screen.getByRole('button', { name: 'Save scale' }));
}

function renderDialog(): void {
  renderRoutes(
    [
      routeElement(
        <FloorScaleDialog
          projectId={PROJECT_ID}
          floor={{ id: 'f1', name: 'Ground floor', width: 1000, height: 500 }}
          imageUrl={null}
          onClose={() => undefined}
        />,
      ),
    ],
    '/',
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('FloorScaleDialog', () => {
  it('sends the measured scale, follows the re-import and says when KPIs and heatmaps are ready', async () => {
    const sent = stubScaleApi([
      { status: 'COMMIT_IN_PROGRESS', rollbackReason: null },
      { status: 'COMMITTED', rollbackReason: null },
    ]);
    renderDialog();
    expect(screen.getByRole('dialog', { name: 'Set the scale of Ground floor' })).toBeTruthy();
    await measureAndSave();
    await waitFor(() =>
      expect(screen.getByText("The scale is set: the floor's KPIs and heatmaps are computed.")).toBeTruthy(),
    );
    expect(sent[0]).toEqual({
      method: 'PUT',
      path: `/projectapi/v1/projects/${PROJECT_ID}/floorPlans/f1/scale`,
      body: { metersPerUnit: 0.05 },
    });
    expect(sent.filter((request) => request.path === '/esxfileapi/v1/projects/upload/status')).toHaveLength(
      2,
    );
  });

  it('shows the reason when the re-import fails', async () => {
    stubScaleApi([{ status: 'FAILED', rollbackReason: 'The project could not be read.' }]);
    renderDialog();
    await measureAndSave();
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('The project could not be read.'));
  });
});
