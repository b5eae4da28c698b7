import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { FREQUENCY_BAND_LABELS, type Design, type DesignOperation } from '@airlens/domain';
import { AppDialog } from '@/components/app-dialog';
import { DialogCard } from '@/components/dialog-card';
import { useAutoPlanJob, useStartAutoPlan } from '../api/auto-plan';
import { modelKey, type CatalogueModel } from '../catalogue/ap-models';
import { proposalOperations } from '../editor/proposal';

export interface AutoPlanButtonProps {
  projectId: string;
  floorId: string;
  metersPerUnit: number;
  design: Design;
  /** The model the picker shows: the one placed. */
  model: CatalogueModel | undefined;
  mountHeightMeters: number;
  newId: () => string;
  /** Applies the accepted proposal as one command; false when it could not be applied. */
  onApply: (operations: DesignOperation[]) => boolean;
}

const DEFAULT_MAX_APS = 20;

/**
 * "Auto-plan…": proposes AP positions and channels for the floor that reach its requirement (95 % of the target
 * cells passing) with the fewest APs of the picked model, shows the proposal with its predicted pass rate, and
 * adds it to the design only when the user accepts (one command: one undo takes it back).
 */
export function AutoPlanButton(props: AutoPlanButtonProps) {
  const [isOpen, setIsOpen] = useState(false);
  const [band, setBand] = useState<string>('');
  const [maxAps, setMaxAps] = useState(String(DEFAULT_MAX_APS));
  const [jobId, setJobId] = useState<string | null>(null);
  const start = useStartAutoPlan(props.projectId, props.floorId);
  const job = useAutoPlanJob(props.projectId, props.floorId, jobId);
  const bands = props.model?.radios.map((radio) => radio.band) ?? [];
  const chosenBand = bands.find((value) => value === band) ?? (bands.includes('FIVE') ? 'FIVE' : bands[0]);
  const maxApsNumber = Number(maxAps);
  const isMaxValid = Number.isInteger(maxApsNumber) && maxApsNumber >= 1 && maxApsNumber <= 200;
  const proposal = job.data?.status === 'DONE' ? job.data.proposal : null;
  // The APs already placed meet the requirement: the proposal adds none, and the dialog says so.
  const isNothingToAdd = proposal !== null && proposal.accessPoints.length === 0;
  const isRunning = start.isPending || job.data?.status === 'RUNNING' || (jobId !== null && job.isPending);

  const close = () => {
    setIsOpen(false);
    setJobId(null);
  };
  const propose = () => {
    if (props.model === undefined || chosenBand === undefined || !isMaxValid) {
      return;
    }
    setJobId(null);
    start.mutate(
      {
        apModel: modelKey(props.model),
        frequencyBand: chosenBand,
        maxAps: maxApsNumber,
      },
      { onSuccess: (answer) => setJobId(answer.jobId) },
    );
  };
  const apply = () => {
    if (proposal === null || props.model === undefined) {
      return;
    }
    const operations = proposalOperations(
      props.design,
      proposal,
      props.model,
      props.mountHeightMeters,
      props.newId,
    );
    if (props.onApply(operations)) {
      close();
    }
  };

  return (
    <>
      <Button
        variant="outlined"
        size="small"
        onClick={() => setIsOpen(true)}
        disabled={props.model === undefined}
      >
        Auto-plan…
      </Button>
      {isOpen && (
        <AppDialog open onClose={close} maxWidth="sm" fullWidth>
          <DialogCard
            title="Auto-plan this floor"
            primaryActionText={
              proposal === null
                ? 'Propose'
                : isNothingToAdd
                  ? 'Done'
                  : `Add ${apCount(proposal.accessPoints.length)}`
            }
            primaryActionDisabled={isRunning || (proposal === null && !isMaxValid)}
            onPrimaryAction={proposal === null ? propose : isNothingToAdd ? close : apply}
            secondaryActionText={isNothingToAdd ? undefined : 'Cancel'}
            onSecondaryAction={close}
            onClose={close}
          >
            <Stack spacing={2}>
              <Typography variant="body2">
                {`Proposes ${props.model === undefined ? 'APs' : modelKey(props.model)} positions and channels that bring 95 % of the floor's requirement areas (or the whole floor) to its requirement with the fewest APs, counting the APs already placed. Nothing changes until you add the proposal; one undo takes it back.`}
              </Typography>
              <Stack direction="row" spacing={2}>
                <TextField
                  select
                  size="small"
                  label="Band"
                  value={chosenBand ?? ''}
                  onChange={(event) => setBand(event.target.value)}
                  sx={{ minWidth: 140 }}
                >
                  {bands.map((value) => (
                    <MenuItem key={value} value={value}>{`${FREQUENCY_BAND_LABELS[value]} GHz`}</MenuItem>
                  ))}
                </TextField>
                <TextField
                  size="small"
                  label="At most (APs)"
                  value={maxAps}
                  onChange={(event) => setMaxAps(event.target.value)}
                  error={!isMaxValid}
                  helperText={isMaxValid ? ' ' : 'A whole number from 1 to 200'}
                  slotProps={{ htmlInput: { inputMode: 'numeric' } }}
                />
              </Stack>
              {isRunning && (
                <Stack spacing={0.5} role="status">
                  <Typography variant="body2">
                    Planning… {Math.round((job.data?.progress ?? 0) * 100)} %
                  </Typography>
                  <LinearProgress
                    variant="determinate"
                    value={(job.data?.progress ?? 0) * 100}
                    aria-label="Auto-plan progress"
                  />
                </Stack>
              )}
              {start.isError && <Alert severity="error">{start.error.message}</Alert>}
              {job.isError && <Alert severity="error">{job.error.message}</Alert>}
              {job.data?.status === 'FAILED' && (
                <Alert severity="error">{job.data.message ?? 'The auto-plan failed.'}</Alert>
              )}
              {proposal !== null && <ProposalTable proposal={proposal} metersPerUnit={props.metersPerUnit} />}
            </Stack>
          </DialogCard>
        </AppDialog>
      )}
    </>
  );
}

function ProposalTable({
  proposal,
  metersPerUnit,
}: {
  proposal: NonNullable<Parameters<typeof proposalOperations>[1]>;
  metersPerUnit: number;
}) {
  const passRate = `${proposal.predictedPassRatePercent.toFixed(1)} %`;
  if (proposal.accessPoints.length === 0) {
    return (
      <Alert severity="success">
        {`The access points already placed meet the requirement (predicted pass rate ${passRate}): there is nothing to add.`}
      </Alert>
    );
  }
  return (
    <Stack spacing={1}>
      <Typography variant="subtitle2" component="h3">
        {`Proposal: ${apCount(proposal.accessPoints.length)}, predicted pass rate ${passRate}`}
      </Typography>
      <Table size="small" aria-label="Proposed access points">
        <TableHead>
          <TableRow>
            <TableCell>Position (m)</TableCell>
            <TableCell>Band</TableCell>
            <TableCell>Channel</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {proposal.accessPoints.map((ap, index) => (
            <TableRow key={index}>
              <TableCell>{`${(ap.location.coord.x * metersPerUnit).toFixed(1)}, ${(ap.location.coord.y * metersPerUnit).toFixed(1)}`}</TableCell>
              <TableCell>{`${FREQUENCY_BAND_LABELS[ap.band]} GHz`}</TableCell>
              <TableCell>{ap.channel}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Stack>
  );
}

/** '1 AP', '3 APs'. */
function apCount(count: number): string {
  return count === 1 ? '1 AP' : `${count} APs`;
}
