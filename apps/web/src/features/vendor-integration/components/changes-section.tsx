import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { VendorChangeBody, VendorChangeKind } from '@airlens/contract';
import { useSessionUser } from '@/lib/session';
import { useChange, useCreateChange, useRollbackChange } from '../api/vendor-integration';
import { ChangeResults } from './change-results';

const KIND_LABELS: Record<VendorChangeKind, string> = {
  names: 'AP names',
  placement: 'Floor plan placement',
  'radio-settings': 'Radio settings (channel, width, power)',
};

export interface ChangesSectionProps {
  projectId: string;
  /** An optimisation plan to push as radio settings instead of the planned radios. */
  radioPlan?: VendorChangeBody['radioPlan'];
}

/** Dry run first, then push (organisation admins), then one-click rollback of the push. */
export function ChangesSection({ projectId, radioPlan }: ChangesSectionProps) {
  const isAdmin = useSessionUser()?.orgAdmin === true;
  const [kind, setKind] = useState<VendorChangeKind>(radioPlan === undefined ? 'names' : 'radio-settings');
  const [dryRunId, setDryRunId] = useState<string | null>(null);
  const [pushId, setPushId] = useState<string | null>(null);
  const [rollbackId, setRollbackId] = useState<string | null>(null);
  const create = useCreateChange(projectId);
  const rollback = useRollbackChange(projectId);
  const dryRun = useChange(projectId, dryRunId);
  const push = useChange(projectId, pushId);
  const restored = useChange(projectId, rollbackId);
  const body = (dry: boolean): VendorChangeBody => ({
    kind,
    dryRun: dry,
    ...(kind === 'radio-settings' && radioPlan !== undefined ? { radioPlan } : {}),
  });
  const dryRunDone = dryRun.data?.status === 'DONE' && dryRun.data.kind === kind;
  const pushDone = push.data !== undefined && (push.data.status === 'DONE' || push.data.status === 'FAILED');

  return (
    <Stack spacing={2}>
      <TextField
        select
        label="What to push"
        value={kind}
        onChange={(event) => {
          setKind(event.target.value as VendorChangeKind);
          setDryRunId(null);
        }}
        sx={{ maxWidth: 360 }}
      >
        {(Object.keys(KIND_LABELS) as VendorChangeKind[]).map((value) => (
          <MenuItem key={value} value={value}>
            {KIND_LABELS[value]}
          </MenuItem>
        ))}
      </TextField>
      {radioPlan !== undefined && kind === 'radio-settings' && (
        <Typography color="text.secondary">
          The optimized channel plan is pushed as the radio settings.
        </Typography>
      )}
      <Stack direction="row" spacing={1}>
        <Button
          variant="outlined"
          disabled={create.isPending}
          onClick={() =>
            create.mutate(body(true), {
              onSuccess: (id) => {
                setDryRunId(id);
                setPushId(null);
                setRollbackId(null);
              },
            })
          }
        >
          Dry run
        </Button>
        {isAdmin && (
          <Button
            variant="contained"
            disabled={!dryRunDone || create.isPending || pushId !== null}
            onClick={() => create.mutate(body(false), { onSuccess: setPushId })}
          >
            Push to the controller
          </Button>
        )}
        {isAdmin && pushDone && pushId !== null && (
          <Button
            variant="outlined"
            color="warning"
            disabled={rollback.isPending || rollbackId !== null}
            onClick={() => rollback.mutate(pushId, { onSuccess: setRollbackId })}
          >
            Roll back
          </Button>
        )}
      </Stack>
      {!isAdmin && <Typography color="text.secondary">Only organization admins push changes.</Typography>}
      {create.isError && <Alert severity="error">Could not start the change: {create.error.message}</Alert>}
      {rollback.isError && <Alert severity="error">Could not roll back: {rollback.error.message}</Alert>}
      {dryRun.data !== undefined && <ChangeResults change={dryRun.data} title="Dry run" />}
      {push.data !== undefined && <ChangeResults change={push.data} title="Push" />}
      {restored.data !== undefined && <ChangeResults change={restored.data} title="Rollback" />}
    </Stack>
  );
}
