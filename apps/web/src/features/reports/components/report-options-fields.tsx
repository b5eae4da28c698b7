import Alert from '@mui/material/Alert';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  FREQUENCY_BANDS,
  REPORT_FORMATS,
  REPORT_LANGUAGES,
  type ReportFormat,
  type ReportLanguage,
} from '@airlens/domain';
import { BAND_NAMES, LANGUAGE_NAMES } from './report-labels';
import { toggled, type ReportChoices } from './report-choices';

export interface ReportOptionsFieldsProps {
  choices: ReportChoices;
  /** A Word template with data tags fills a Word document: PDF is not offered. */
  isWordOnly: boolean;
  /** The project's floors; undefined while they load. */
  floors: readonly { id: string; name: string }[] | undefined;
  floorsError: Error | null;
  isDisabled: boolean;
  onChange: (change: Partial<ReportChoices>) => void;
}

/** Language, format, bands and floors of a report, on top of its template. */
export function ReportOptionsFields(props: ReportOptionsFieldsProps) {
  const { choices, isWordOnly, floors, floorsError, isDisabled, onChange } = props;
  return (
    <>
      <Stack direction="row" spacing={2}>
        <TextField
          select
          label="Language"
          value={choices.language}
          onChange={(event) => onChange({ language: event.target.value as ReportLanguage })}
          disabled={isDisabled}
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
          value={choices.format}
          onChange={(event) => onChange({ format: event.target.value as ReportFormat })}
          disabled={isDisabled}
          helperText={isWordOnly ? 'A Word template makes Word documents.' : undefined}
          sx={{ flex: 1 }}
        >
          {REPORT_FORMATS.map((format) => (
            <MenuItem key={format} value={format} disabled={isWordOnly && format === 'pdf'}>
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
              disabled={isDisabled}
              control={
                <Checkbox
                  checked={choices.bands.includes(band)}
                  onChange={() => onChange({ bands: toggled(choices.bands, band) })}
                />
              }
            />
          ))}
        </Stack>
        {choices.bands.length === 0 && (
          <Typography variant="caption" color="error">
            Choose at least one band.
          </Typography>
        )}
      </FormGroup>
      <FormGroup role="group" aria-labelledby="report-floors">
        <FormLabel id="report-floors">Floors</FormLabel>
        {floorsError !== null && (
          <Alert severity="warning">The floors could not be loaded; the report holds every floor.</Alert>
        )}
        {floors === undefined && floorsError === null && (
          <Typography variant="body2" color="text.secondary">
            Loading floors…
          </Typography>
        )}
        {floors?.length === 0 && (
          <Typography variant="body2" color="text.secondary">
            This project has no floor plans; the report holds the project’s summary and tables.
          </Typography>
        )}
        {(floors ?? []).map((floor) => (
          <FormControlLabel
            key={floor.id}
            label={floor.name}
            disabled={isDisabled}
            control={
              <Checkbox
                checked={!choices.skippedFloors.includes(floor.id)}
                onChange={() => onChange({ skippedFloors: toggled(choices.skippedFloors, floor.id) })}
              />
            }
          />
        ))}
        {floors !== undefined && floors.length > 0 && choices.skippedFloors.length === floors.length && (
          <Typography variant="caption" color="error">
            Choose at least one floor.
          </Typography>
        )}
      </FormGroup>
    </>
  );
}
