import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DEFAULT_REPORT_TEMPLATE_ID } from '@airlens/contract';
import { isFinalReportStatus } from '@airlens/domain';
import { AppDialog } from '@/components/app-dialog';
import { DialogCard } from '@/components/dialog-card';
import { useSessionUser } from '@/lib/session';
import { useCreateReport, useDeleteReport, useReportFloors, useReportStatus } from '../api/project-reports';
import { useReportTemplates } from '../api/report-templates';
import { findWatchedReport, unwatchReport, watchReport } from '../hooks/watched-reports';
import {
  chosenFloorIds,
  choicesOf,
  isWordTemplate,
  reportRequestOf,
  templateBodyOf,
  type ReportChoices,
} from './report-choices';
import { ReportHistory } from './report-history';
import { ReportOptionsFields } from './report-options-fields';
import { ReportPagePreview } from './report-page-preview';
import { ReportProgress } from './report-progress';
import { ReportTemplatePicker } from './report-template-picker';
import { SaveTemplateForm } from './save-template-form';

export interface ReportDialogProps {
  projectId: string;
  projectName: string;
  /** Members make reports; a guest of the secure view sees only the history, to download. */
  canCreate: boolean;
  onClose: () => void;
}

/**
 * The report dialog: template, language, format, bands and floors with a preview of the first page;
 * "Generate report" starts the job and a progress bar follows it (Cancel while it runs, Download when done).
 * Closing the dialog leaves the job running: the app tells the user with a notification when it is ready.
 * Below: the project's report history and "Save as template".
 */
export function ReportDialog({ projectId, projectName, canCreate, onClose }: ReportDialogProps) {
  const user = useSessionUser();
  const templates = useReportTemplates(canCreate);
  const floors = useReportFloors(projectId, canCreate);
  const create = useCreateReport(projectId);
  const cancel = useDeleteReport(projectId);
  const [choices, setChoices] = useState<ReportChoices | null>(null);
  const [reportId, setReportId] = useState<string | null>(
    () => findWatchedReport(projectId)?.reportId ?? null,
  );
  const status = useReportStatus(reportId);

  if (!canCreate) {
    return (
      <AppDialog open onClose={onClose} maxWidth="sm" fullWidth>
        <DialogCard title={`Reports of ${projectName}`} onClose={onClose}>
          <ReportHistory projectId={projectId} canDelete={false} />
        </DialogCard>
      </AppDialog>
    );
  }

  function handleRetry() {
    void templates.refetch();
    if (floors.error !== null) {
      void floors.refetch();
    }
  }

  // The chosen template, else the built-in default (first in the list) when the chosen one went away.
  const template =
    templates.data?.find((item) => item.id === (choices?.templateId ?? DEFAULT_REPORT_TEMPLATE_ID)) ??
    templates.data?.[0];
  if (template === undefined) {
    const hasNone = templates.data !== undefined && templates.error === null;
    return (
      <AppDialog open onClose={onClose} maxWidth="sm" fullWidth>
        <DialogCard title={`Report of ${projectName}`} onClose={onClose}>
          {hasNone && <Alert severity="error">No report template is available.</Alert>}
          {templates.data === undefined && templates.error === null && (
            <LinearProgress aria-label="Loading templates" />
          )}
          {templates.error !== null && (
            <Alert
              severity="error"
              action={
                <Button color="inherit" size="small" onClick={handleRetry}>
                  Try again
                </Button>
              }
            >
              The report templates could not be loaded: {templates.error.message}
            </Alert>
          )}
        </DialogCard>
      </AppDialog>
    );
  }

  const current = choices !== null && choices.templateId === template.id ? choices : choicesOf(template);
  const floorIds = (floors.data ?? []).map((floor) => floor.id);
  const floorCount = floors.data === undefined ? 0 : chosenFloorIds(floorIds, current).length;
  const report = status.data;
  const isRunning = reportId !== null && (report === undefined || !isFinalReportStatus(report.status));
  const hasNoFloorChosen = floorIds.length > 0 && floorCount === 0;
  const canGenerate = current.bands.length > 0 && !hasNoFloorChosen && !isRunning;

  function handleTemplate(id: string) {
    const next = templates.data?.find((item) => item.id === id);
    if (next !== undefined) {
      setChoices(choicesOf(next));
    }
  }

  function handleGenerate() {
    create.mutate(reportRequestOf(current, floorIds), {
      onSuccess: (id) => {
        setReportId(id);
        watchReport({ reportId: id, projectId, projectName });
      },
    });
  }

  function handleCancel() {
    if (reportId !== null) {
      const id = reportId;
      cancel.mutate(id, {
        onSuccess: () => {
          unwatchReport(id);
          void status.refetch();
        },
      });
    }
  }

  return (
    <AppDialog open onClose={onClose} maxWidth="sm" fullWidth>
      <DialogCard
        title={`Report of ${projectName}`}
        onClose={onClose}
        primaryActionText={isRunning ? undefined : 'Generate report'}
        primaryActionDisabled={!canGenerate || create.isPending}
        onPrimaryAction={handleGenerate}
      >
        <Stack spacing={2} sx={{ pt: 1 }}>
          <ReportTemplatePicker
            templates={templates.data ?? []}
            value={current.templateId}
            userEmail={user?.email ?? null}
            isDisabled={isRunning}
            onChange={handleTemplate}
          />
          <ReportOptionsFields
            choices={current}
            isWordOnly={isWordTemplate(template)}
            floors={floors.data}
            floorsError={floors.error}
            isDisabled={isRunning}
            onChange={(change) => setChoices({ ...current, ...change })}
          />
          <ReportPagePreview
            projectId={projectId}
            request={reportRequestOf(current, floorIds)}
            template={template}
            choices={current}
            projectName={projectName}
            authorName={user?.name ?? ''}
            floorCount={floorCount}
            date={new Date()}
          />
          {create.error !== null && (
            <Alert severity="error">The report could not be started: {create.error.message}</Alert>
          )}
          {reportId !== null && (
            <ReportProgress
              reportId={reportId}
              report={report}
              statusError={status.error}
              cancelError={cancel.error}
              isCancelling={cancel.isPending}
              onCancel={handleCancel}
            />
          )}
          {isRunning && (
            <Typography variant="caption" color="text.secondary">
              You may close this dialog: a notification tells you when the report is ready.
            </Typography>
          )}
          <Divider />
          <ReportHistory projectId={projectId} canDelete />
          <Divider />
          {isWordTemplate(template) ? (
            <Typography variant="body2" color="text.secondary">
              Word templates are saved by uploading them on the report templates page.
            </Typography>
          ) : (
            <SaveTemplateForm template={templateBodyOf(template, current, floorIds)} />
          )}
        </Stack>
      </DialogCard>
    </AppDialog>
  );
}
