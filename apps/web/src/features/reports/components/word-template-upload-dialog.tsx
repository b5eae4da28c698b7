import { useId, useRef, useState } from 'react';
import type { ChangeEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import type { ReportTemplateVisibility } from '@airlens/domain';
import { AppDialog } from '@/components/app-dialog';
import { DialogCard } from '@/components/dialog-card';
import { useCreateWordReportTemplate } from '../api/word-report-templates';
import { wordTemplateUploadError } from './word-template-upload-error';

const DOCX_TYPES = '.docx,application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const MAX_NAME_LENGTH = 120;

export interface WordTemplateUploadDialogProps {
  onClose: () => void;
}

/** A file's name without its extension ('Site survey.docx' → 'Site survey'), the template's default name. */
function templateNameOf(fileName: string): string {
  return fileName.replace(/\.[^.]*$/, '').slice(0, MAX_NAME_LENGTH);
}

/**
 * "Upload Word template…": a .docx with Ekahau data tags, its name (the file's, unless typed) and who may use
 * it; the server refuses a tag Ekahau does not have by its name, which the dialog shows in words.
 */
export function WordTemplateUploadDialog({ onClose }: WordTemplateUploadDialogProps) {
  const upload = useCreateWordReportTemplate();
  const fileInput = useRef<HTMLInputElement>(null);
  const visibilityLabelId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [name, setName] = useState('');
  const [isNameTyped, setIsNameTyped] = useState(false);
  const [visibility, setVisibility] = useState<ReportTemplateVisibility>('PRIVATE');
  const isBusy = upload.isPending;

  function handleFile(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0];
    if (chosen === undefined) {
      return;
    }
    setFile(chosen);
    upload.reset();
    if (!isNameTyped) {
      setName(templateNameOf(chosen.name));
    }
  }

  function handleName(event: ChangeEvent<HTMLInputElement>) {
    setName(event.target.value);
    setIsNameTyped(true);
  }

  function handleUpload() {
    if (file === null || name.trim() === '') {
      return;
    }
    upload.mutate({ file, name: name.trim(), visibility }, { onSuccess: onClose });
  }

  return (
    <AppDialog open onClose={onClose} maxWidth="sm" fullWidth>
      <DialogCard
        title="Upload Word template"
        onClose={onClose}
        primaryActionText={isBusy ? 'Uploading…' : 'Upload'}
        primaryActionDisabled={file === null || name.trim() === '' || isBusy}
        onPrimaryAction={handleUpload}
      >
        <Stack spacing={2} sx={{ pt: 1 }} aria-busy={isBusy}>
          <Typography variant="body2" color="text.secondary">
            A Word document (.docx, at most 20 MB) with Ekahau data tags such as{' '}
            <code>{'<#${project-name}#>'}</code>. Ekahau report templates work unchanged; a report made from
            it is a Word document.
          </Typography>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <Button
              variant="outlined"
              startIcon={<UploadFileIcon />}
              onClick={() => fileInput.current?.click()}
              disabled={isBusy}
              autoFocus
            >
              Choose file…
            </Button>
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {file === null ? 'No file chosen' : file.name}
            </Typography>
            <input
              ref={fileInput}
              hidden
              type="file"
              accept={DOCX_TYPES}
              aria-label="Word template file"
              onChange={handleFile}
            />
          </Stack>
          <TextField
            label="Name"
            value={name}
            onChange={handleName}
            disabled={isBusy}
            required
            slotProps={{ htmlInput: { maxLength: MAX_NAME_LENGTH } }}
          />
          <FormControl disabled={isBusy}>
            <FormLabel id={visibilityLabelId}>Visibility</FormLabel>
            <RadioGroup
              row
              aria-labelledby={visibilityLabelId}
              value={visibility}
              onChange={(event) => setVisibility(event.target.value as ReportTemplateVisibility)}
            >
              <FormControlLabel value="PRIVATE" control={<Radio />} label="Private" />
              <FormControlLabel value="ORGANIZATION" control={<Radio />} label="Organisation" />
            </RadioGroup>
          </FormControl>
          {isBusy && <LinearProgress aria-label="Uploading the Word template" />}
          {upload.error !== null && <Alert severity="error">{wordTemplateUploadError(upload.error)}</Alert>}
        </Stack>
      </DialogCard>
    </AppDialog>
  );
}
