import { formatDate } from '@airlens/domain';
import { visuallyHidden } from '@/components/visually-hidden';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  ACCESS_TOKEN_SCOPES,
  PERSONAL_ACCESS_TOKEN_LIFETIMES,
  type AccessTokenScope,
  type CreatedPersonalAccessToken,
  type PersonalAccessToken,
} from '@airlens/contract';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { copyText } from '@/components/link-actions';
import {
  useCreatePersonalAccessToken,
  usePersonalAccessTokens,
  useRevokePersonalAccessToken,
} from '../api/personal-access-tokens';

/** Each scope in plain words (the same words the OAuth consent screen uses for them). */
export const SCOPE_LABELS: Readonly<Record<AccessTokenScope, string>> = {
  'projects:read': 'Read your projects',
  'projects:write': 'Change and upload projects',
  'insights:read': 'Read network insights',
  reports: 'Create reports and exports',
  admin: 'Administer your organisation',
};

export const NO_TOKENS_TEXT = 'You have no personal access tokens.';
export const LOADING_TOKENS_TEXT = 'Loading your tokens…';
export const TOKENS_FAILED_TEXT = 'Your personal access tokens could not be loaded.';

const NEVER = 'never';

function dateOrNone(value: string | null, none: string): string {
  return value === null ? none : formatDate(value);
}

function errorText(error: unknown, fallback: string): string {
  return error instanceof Error && error.message !== '' ? error.message : fallback;
}

function NewTokenSecret({ created, onDone }: { created: CreatedPersonalAccessToken; onDone: () => void }) {
  const secretId = useId();
  return (
    <Alert severity="success" role="status">
      <Stack spacing={1.5}>
        <Typography>
          Your new token <strong>{created.name}</strong> is below. Copy it now: it will not be shown again.
        </Typography>
        <TextField
          id={secretId}
          label="Token"
          value={created.token}
          size="small"
          fullWidth
          slotProps={{ htmlInput: { readOnly: true, spellCheck: false, style: { fontFamily: 'monospace' } } }}
          onFocus={(event) => event.target.select()}
        />
        <Stack direction="row" spacing={1}>
          <Button variant="contained" size="small" onClick={() => void copyText(created.token, 'Token')}>
            Copy token
          </Button>
          <Button size="small" onClick={onDone}>
            Done
          </Button>
        </Stack>
      </Stack>
    </Alert>
  );
}

function CreateTokenForm({
  userId,
  onCreated,
}: {
  userId: string;
  onCreated: (created: CreatedPersonalAccessToken) => void;
}) {
  const create = useCreatePersonalAccessToken(userId);
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<AccessTokenScope[]>(['projects:read']);
  const [lifetime, setLifetime] = useState<string>('30');
  const [touched, setTouched] = useState(false);
  const expiryLabelId = useId();
  const nameMissing = name.trim() === '';
  const scopesMissing = scopes.length === 0;

  function toggle(scope: AccessTokenScope, checked: boolean) {
    setScopes((current) =>
      checked
        ? ACCESS_TOKEN_SCOPES.filter((each) => each === scope || current.includes(each))
        : current.filter((each) => each !== scope),
    );
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (nameMissing || scopesMissing) {
      return;
    }
    create.mutate(
      {
        name: name.trim(),
        scopes,
        expiresInDays: lifetime === NEVER ? null : (Number(lifetime) as 7 | 30 | 90 | 365),
      },
      {
        onSuccess: (created) => {
          setName('');
          setTouched(false);
          onCreated(created);
        },
      },
    );
  }

  return (
    <Stack
      component="form"
      spacing={2}
      onSubmit={submit}
      noValidate
      aria-label="Create a personal access token"
    >
      <Typography variant="subtitle1" component="h3">
        Create a token
      </Typography>
      <TextField
        label="Token name"
        value={name}
        onChange={(event) => setName(event.target.value)}
        required
        size="small"
        error={touched && nameMissing}
        helperText={touched && nameMissing ? 'Give the token a name.' : 'What it is for, e.g. "CI pipeline".'}
        slotProps={{ htmlInput: { maxLength: 100 } }}
      />
      <FormControl component="fieldset" error={touched && scopesMissing}>
        <FormLabel component="legend">Scopes</FormLabel>
        <FormGroup>
          {ACCESS_TOKEN_SCOPES.map((scope) => (
            <FormControlLabel
              key={scope}
              control={
                <Checkbox
                  checked={scopes.includes(scope)}
                  onChange={(event) => toggle(scope, event.target.checked)}
                />
              }
              label={`${SCOPE_LABELS[scope]} (${scope})`}
            />
          ))}
        </FormGroup>
        {touched && scopesMissing && <FormHelperText>Choose at least one scope.</FormHelperText>}
      </FormControl>
      <FormControl size="small" sx={{ maxWidth: 240 }}>
        <InputLabel id={expiryLabelId}>Expires</InputLabel>
        <Select
          labelId={expiryLabelId}
          label="Expires"
          value={lifetime}
          onChange={(event) => setLifetime(event.target.value)}
        >
          {PERSONAL_ACCESS_TOKEN_LIFETIMES.map((days) => (
            <MenuItem key={days} value={String(days)}>
              {`In ${days} days`}
            </MenuItem>
          ))}
          <MenuItem value={NEVER}>Never</MenuItem>
        </Select>
      </FormControl>
      {create.isError && (
        <Alert severity="error">{errorText(create.error, 'The token could not be created.')}</Alert>
      )}
      <div>
        <Button type="submit" variant="contained" disabled={create.isPending}>
          {create.isPending ? 'Creating…' : 'Create token'}
        </Button>
      </div>
    </Stack>
  );
}

function TokenTable({
  tokens,
  onRevoke,
}: {
  tokens: PersonalAccessToken[];
  onRevoke: (token: PersonalAccessToken) => void;
}) {
  const [now] = useState(() => Date.now());
  return (
    <Table size="small" aria-label="Personal access tokens">
      <TableHead>
        <TableRow>
          <TableCell>Name</TableCell>
          <TableCell>Scopes</TableCell>
          <TableCell>Expires</TableCell>
          <TableCell>Last used</TableCell>
          <TableCell>
            <Box component="span" sx={visuallyHidden}>
              Actions
            </Box>
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {tokens.map((token) => {
          const expired = token.expiresAt !== null && Date.parse(token.expiresAt) <= now;
          return (
            <TableRow key={token.id}>
              <TableCell>{token.name}</TableCell>
              <TableCell>{token.scopes.join(', ')}</TableCell>
              <TableCell>{expired ? 'Expired' : dateOrNone(token.expiresAt, 'Never')}</TableCell>
              <TableCell>{dateOrNone(token.lastUsedAt, 'Never used')}</TableCell>
              <TableCell align="right">
                <Button
                  color="error"
                  size="small"
                  onClick={() => onRevoke(token)}
                  aria-label={`Revoke ${token.name}`}
                >
                  Revoke
                </Button>
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}

/**
 * Personal access tokens of the signed-in user (My page): for scripts and CI calling the API with
 * `Authorization: Bearer`. The list, a create form (name, scopes, expiry), the new secret shown once with a
 * copy button, and revoking with a confirmation.
 */
export function PersonalAccessTokensPanel({ userId }: { userId: string }) {
  const tokens = usePersonalAccessTokens(userId);
  const revoke = useRevokePersonalAccessToken(userId);
  const [created, setCreated] = useState<CreatedPersonalAccessToken | null>(null);
  const [revoking, setRevoking] = useState<PersonalAccessToken | null>(null);

  let list;
  if (tokens.isPending) {
    list = <Typography>{LOADING_TOKENS_TEXT}</Typography>;
  } else if (tokens.isError) {
    list = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void tokens.refetch()}>
            Try again
          </Button>
        }
      >
        {TOKENS_FAILED_TEXT}
      </Alert>
    );
  } else if (tokens.data.length === 0) {
    list = <Typography color="text.secondary">{NO_TOKENS_TEXT}</Typography>;
  } else {
    list = <TokenTable tokens={tokens.data} onRevoke={setRevoking} />;
  }

  return (
    <Stack spacing={2}>
      <Typography color="text.secondary">
        Tokens let scripts, CI jobs and the airlens command line call the Airlens API as you, limited to the
        scopes you choose. Treat them like passwords. The API is described at{' '}
        <a href="/api/docs">/api/docs</a>.
      </Typography>
      {created !== null && <NewTokenSecret created={created} onDone={() => setCreated(null)} />}
      {list}
      {revoke.isError && (
        <Alert severity="error">{errorText(revoke.error, 'The token could not be revoked.')}</Alert>
      )}
      <CreateTokenForm userId={userId} onCreated={setCreated} />
      <ConfirmDialog
        open={revoking !== null}
        title="Revoke token?"
        confirmText="Revoke"
        onConfirm={() => {
          if (revoking !== null) {
            revoke.mutate(revoking.id);
          }
        }}
        onClose={() => setRevoking(null)}
      >
        {`Anything using "${revoking?.name ?? ''}" stops working at once. This cannot be undone.`}
      </ConfirmDialog>
    </Stack>
  );
}
