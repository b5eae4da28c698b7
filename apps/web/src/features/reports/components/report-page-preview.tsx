import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { CreateReportBody } from '@airlens/contract';
import { useDebouncedValue } from '@/components/use-debounced-value';
import { useReportPreview } from '../api/report-preview';
import { renderPdfPage } from './pdf-page-renderer';
import { ReportPreview, type ReportPreviewProps } from './report-preview';

/** How long the choices must rest before the page is asked for again. */
export const PREVIEW_DEBOUNCE_MS = 400;
/** The rendered page's width on screen, in CSS pixels. */
const PAGE_WIDTH_PX = 180;

export interface ReportPagePreviewProps extends ReportPreviewProps {
  projectId: string;
  /** The report request the dialog would send now; the preview asks for its first page. */
  request: CreateReportBody;
}

/** How the last drawing ended: which PDF, on which canvas. */
interface Drawing {
  pdf: Blob;
  canvas: HTMLCanvasElement;
  state: 'drawn' | 'failed';
  message?: string;
}

/**
 * The first page of the report as the server renders it (a one-page PDF drawn with pdf.js), asked for again
 * when the choices rest for a moment. Until the first page arrives, and when it cannot be had (an uploaded
 * Word template, a failure of the server or of pdf.js), the drawn approximation stands in.
 */
export function ReportPagePreview({ projectId, request, ...drawn }: ReportPagePreviewProps) {
  const isWord = drawn.template.format === 'docx-template';
  const requestText = JSON.stringify(request);
  const settledText = useDebouncedValue(requestText, PREVIEW_DEBOUNCE_MS);
  const preview = useReportPreview(projectId, isWord ? null : (JSON.parse(settledText) as CreateReportBody));
  // The canvas in state, not a ref: a canvas mounted anew (after a failure or a Word template) is drawn again.
  const [canvas, setCanvas] = useState<HTMLCanvasElement | null>(null);
  const [drawing, setDrawing] = useState<Drawing | null>(null);
  const pdf = preview.data;

  useEffect(() => {
    if (pdf === undefined || canvas === null) {
      return;
    }
    const controller = new AbortController();
    renderPdfPage(pdf, canvas, { cssWidth: PAGE_WIDTH_PX, signal: controller.signal }).then(
      () => {
        if (!controller.signal.aborted) {
          setDrawing({ pdf, canvas, state: 'drawn' });
        }
      },
      (error: unknown) => {
        if (!controller.signal.aborted) {
          setDrawing({
            pdf,
            canvas,
            state: 'failed',
            message: error instanceof Error ? error.message : String(error),
          });
        }
      },
    );
    return () => controller.abort();
  }, [pdf, canvas]);

  if (isWord) {
    return <ReportPreview {...drawn} />;
  }
  const drawingFailed = drawing?.state === 'failed' && drawing.pdf === pdf;
  const isDrawing = pdf !== undefined && (drawing?.pdf !== pdf || drawing.canvas !== canvas);
  const failure = preview.error?.message ?? (drawingFailed ? (drawing.message ?? '') : null);
  const isLoading =
    failure === null && (settledText !== requestText || preview.isFetching || pdf === undefined || isDrawing);
  // The canvas shows a page once one is drawn on it (the last one stays while the next is drawn).
  const showsPage = failure === null && drawing?.state === 'drawn' && drawing.canvas === canvas;
  const page =
    failure === null ? (
      <Box sx={{ flexShrink: 0, display: showsPage ? 'block' : 'none', lineHeight: 0 }}>
        <Box
          component="canvas"
          ref={setCanvas}
          role="img"
          aria-label="First page of the report, as it will be printed"
          sx={{ width: PAGE_WIDTH_PX, border: 1, borderColor: 'divider', boxShadow: 1, bgcolor: '#fff' }}
        />
      </Box>
    ) : undefined;
  return (
    <Box>
      <ReportPreview {...drawn} renderedPage={page} showsDrawnPage={!showsPage} />
      {isLoading && <LinearProgress aria-label="Rendering the first page" sx={{ mt: 1 }} />}
      {failure !== null && (
        <Typography
          aria-live="polite"
          variant="caption"
          color="text.secondary"
          sx={{ display: 'block', mt: 1 }}
        >
          The rendered page could not be shown{failure === '' ? '' : ` (${failure})`}; the drawing shows what
          the first page holds.
        </Typography>
      )}
    </Box>
  );
}
