import { useEffect, useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DEFAULT_REPORT_TEMPLATE_ID, type ReportTemplate } from '@airlens/contract';
import {
  FREQUENCY_BANDS,
  REPORT_FORMATS,
  REPORT_LANGUAGES,
  type FrequencyBand,
  type ReportFormat,
  type ReportLanguage,
} from '@airlens/domain';
import { AppDialog } from '@/components/app-dialog';
import { DialogCard } from '@/components/dialog-card';
import { notify } from '@/lib/notifications';
import {
  reportFileHref,
  useCreateReport,
  useDeleteReport,
  useReportFloors,
  useReportStatus,
} from '../api/project-reports';
import { useReportTemplates } from '../api/report-templates';
import { BAND_NAMES, LANGUAGE_NAMES, STEP_NAMES } from './report-labels';
import { ReportHistory } from './report-history';
import { SaveTemplateForm } from './save-template-form';

export interface ReportDialogProps {
  projectId: string;
  projectName: string;
  /** Members make reports; a guest of the secure view sees only the history, to download. */
  canCreate: boolean;
  onClose: () => void;
}

interface Choices {
  templateId: string;
  language: ReportLanguage;
  format: ReportFormat;
  bands: FrequencyBand[];
  /** Floor ids left out of the report. */
  skippedFloors: string[];
}

function choicesOf(template: ReportTemplate): Choices {
  return {
    templateId: template.id,
    language: template.language,
    format: template.format === 'docx' ? 'docx' : 'pdf',
    bands: [...template.options.frequencyBands],
    skippedFloors: [],
  };
}

function toggled<T>(list: readonly T[], value: T): T[] {
  return list.includes(value) ? list.filter((item) => item !== value) : [...list, value];
}

/**
 * The report dialog: a template, language, format, bands and floors; "Generate" starts the job, a progress bar
 * follows it, and "Download" appears when it is done (with a notification carrying the download too).
 */
export function ReportDialog({ projectId, projectName, canCreate, onClose }: ReportDialogProps) {
  const templates = useReportTemplates(canCreate);
  const floors = useReportFloors(projectId, canCreate);
  const create = useCreateReport(projectId);
  const cancel = useDeleteReport(projectId);
  const [choices, setChoices] = useState<Choices | null>(null);
  const [reportId, setReportId] = useState<string | null>(null);
  const status = useReportStatus(reportId);
  const template = templates.data?.find(
    (item) => item.id === (choices?.templateId ?? DEFAULT_REPORT_TEMPLATE_ID),
  );
  const current = choices ?? (template === undefined ? null : choicesOf(template));
  const report = status.data;
  const isRunning =
    reportId !== null && (report === undefined || report.status === 'QUEUED' || report.status === 'RUNNING');
  const isDone = report?.status === 'DONE';

  useEffect(() => {
    if (isDone && reportId !== null) {
      // One notification per report, however often the effect runs.
      notify({
        id: `report-ready-${reportId}`,
        level: 'success',
        title: 'Report ready',
        description: `The report of ${projectName} is ready.`,
        confirmText: 'Download',
        timeout: 0,
        onConfirm: () => window.location.assign(reportFileHref(reportId)),
      });
    }
  }, [isDone, reportId, projectName]);

  const chosenFloors = useMemo(
    () => (floors.data ?? []).filter((floor) => !(current?.skippedFloors ?? []).includes(floor.id)),
    [floors.data, current?.skippedFloors],
  );

  if (!canCreate) {
    return (
      <AppDialog open onClose={onClose} maxWidth="sm" fullWidth>
        <DialogCard title={`Reports of ${projectName}`} onClose={onClose}>
          <ReportHistory projectId={projectId} canDelete={false} />
        </DialogCard>
      </AppDialog>
    );
  }

  if (current === null || template === undefined) {
    return (
      <AppDialog open onClose={onClose} maxWidth="sm" fullWidth>
        <DialogCard title="Report" onClose={onClose}>
          {templates.error === null ? (
            <LinearProgress aria-label="Loading templates" />
          ) : (
            <Alert severity="error">{templates.error.message}</Alert>
          )}
        </DialogCard>
      </AppDialog>
    );
  }

  const chosen: Choices = current;
  const chosenTemplate: ReportTemplate = template;

  function update(change: Partial<Choices>) {
    setChoices({ ...chosen, ...change });
  }

  function handleTemplate(id: string) {
    const next = templates.data?.find((item) => item.id === id);
    if (next !== undefined) {
      setChoices(choicesOf(next));
    }
  }

  function handleGenerate() {
    create.mutate(
      {
        templateId: chosen.templateId,
        language: chosen.language,
        format: chosen.format,
        frequencyBands: chosen.bands,
        ...(chosen.skippedFloors.length === 0 ? {} : { floorPlanIds: chosenFloors.map((floor) => floor.id) }),
      },
      { onSuccess: (id) => setReportId(id) },
    );
  }

  function handleCancel() {
    if (reportId !== null) {
      cancel.mutate(reportId);
    }
  }

  const canGenerate = chosen.bands.length > 0 && chosenFloors.length > 0 && !isRunning;
  return (
    <AppDialog open onClose={onClose} maxWidth="sm" fullWidth persistent={isRunning}>
      <DialogCard
        title={`Report of ${projectName}`}
        onClose={onClose}
        primaryActionText={isRunning ? undefined : 'Generate report'}
        primaryActionDisabled={!canGenerate || create.isPending}
        onPrimaryAction={handleGenerate}
      >
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            select
            label="Template"
            value={chosen.templateId}
            onChange={(event) => handleTemplate(event.target.value)}
            disabled={isRunning}
          >
            {(templates.data ?? []).map((item) => (
              <MenuItem key={item.id} value={item.id}>
                {item.builtIn ? 'Default (every section)' : item.name}
              </MenuItem>
            ))}
          </TextField>
          <Stack direction="row" spacing={2}>
            <TextField
              select
              label="Language"
              value={chosen.language}
              onChange={(event) => update({ language: event.target.value as ReportLanguage })}
              disabled={isRunning}
              sx={{ flex: 1 }}
            >
              {REPORT_LANGUAGES.map((language) => (
                <MenuItem key={language} value={language}>
                  {LANGUAGE_NAMES[language]}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              label="Format"
              value={chosen.format}
              onChange={(event) => update({ format: event.target.value as ReportFormat })}
              disabled={isRunning}
              sx={{ flex: 1 }}
            >
              {REPORT_FORMATS.map((format) => (
                <MenuItem key={format} value={format}>
                  {format === 'pdf' ? 'PDF' : 'Word (DOCX)'}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
          <FormGroup role="group" aria-labelledby="report-bands">
            <FormLabel id="report-bands">Bands</FormLabel>
            <Stack direction="row">
              {FREQUENCY_BANDS.map((band) => (
                <FormControlLabel
                  key={band}
                  label={BAND_NAMES[band]}
                  disabled={isRunning}
                  control={
                    <Checkbox
                      checked={chosen.bands.includes(band)}
                      onChange={() => update({ bands: toggled(chosen.bands, band) })}
                    />
                  }
                />
              ))}
            </Stack>
          </FormGroup>
          <FormGroup role="group" aria-labelledby="report-floors">
            <FormLabel id="report-floors">Floors</FormLabel>
            {(floors.data ?? []).map((floor) => (
              <FormControlLabel
                key={floor.id}
                label={floor.name}
                disabled={isRunning}
                control={
                  <Checkbox
                    checked={!chosen.skippedFloors.includes(floor.id)}
                    onChange={() => update({ skippedFloors: toggled(chosen.skippedFloors, floor.id) })}
                  />
                }
              />
            ))}
          </FormGroup>
          {create.error !== null && <Alert severity="error">{create.error.message}</Alert>}
          {reportId !== null && (
            <Stack spacing={1}>
              <LinearProgress
                variant="determinate"
                value={report?.progress ?? 0}
                aria-label="Report progress"
              />
              <Typography variant="body2" role="status">
                {report === undefined ? STEP_NAMES.queued : (STEP_NAMES[report.step] ?? report.step)}{' '}
                {report === undefined ? '' : `${report.progress} %`}
              </Typography>
              {isRunning && (
                <Button onClick={handleCancel} disabled={cancel.isPending} sx={{ alignSelf: 'flex-start' }}>
                  Cancel report
                </Button>
              )}
              {isDone && (
                <Button
                  variant="contained"
                  href={reportFileHref(reportId)}
                  download
                  sx={{ alignSelf: 'flex-start' }}
                >
                  Download
                </Button>
              )}
              {report?.status === 'FAILED' && (
                <Alert severity="error">{report.error ?? 'The report could not be generated.'}</Alert>
              )}
            </Stack>
          )}
          <Divider />
          <ReportHistory projectId={projectId} canDelete />
          <Divider />
          <SaveTemplateForm
            template={{
              format: chosen.format,
              language: chosen.language,
              sections: chosenTemplate.sections,
              options: {
                ...chosenTemplate.options,
                frequencyBands: chosen.bands,
                floorPlanIds:
                  chosen.skippedFloors.length === 0 ? null : chosenFloors.map((floor) => floor.id),
              },
            }}
          />
        </Stack>
      </DialogCard>
    </AppDialog>
  );
}
