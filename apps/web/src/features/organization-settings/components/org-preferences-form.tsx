import { useState } from 'react';
import type { FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { PASSWORD_MIN_CHARACTER_CLASSES, PASSWORD_MIN_LENGTH, SHARING_RESTRICTIONS } from '@airlens/domain';
import type { SharingRestriction } from '@airlens/domain';
import type { OrgPreferences } from '../api/org-preferences';
import { ORG_SETTINGS_UPDATED, useUpdateOrgPreferences } from '../api/update-org-preferences';

/** Labels of the sharing restriction values (clarifications). */
export const SHARING_RESTRICTION_LABELS: Record<SharingRestriction, string> = {
  NO_RESTRICTION: 'No restriction',
  ORGANIZATION_ONLY: 'Organization only (no external guests)',
  NO_SHARING: 'No sharing (only owners and organization admins)',
};

function isSharingRestriction(value: string): value is SharingRestriction {
  return (SHARING_RESTRICTIONS as readonly string[]).includes(value);
}

export interface OrgPreferencesFormProps {
  preferences: OrgPreferences;
  /** The password-policy toggle is shown when the passwordPolicy feature flag is on. */
  showPasswordPolicy: boolean;
}

/** The organisation preferences: password policy and sharing restriction, saved together. */
export function OrgPreferencesForm({ preferences, showPasswordPolicy }: OrgPreferencesFormProps) {
  const [passwordPolicy, setPasswordPolicy] = useState(preferences.passwordPolicy);
  const [sharingRestriction, setSharingRestriction] = useState(preferences.sharingRestriction);
  const update = useUpdateOrgPreferences();
  const isChanged =
    passwordPolicy !== preferences.passwordPolicy || sharingRestriction !== preferences.sharingRestriction;

  function handleSubmit(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    update.mutate({ orgId: preferences.orgId, passwordPolicy, sharingRestriction });
  }

  return (
    <Stack component="form" aria-label="Organization preferences" spacing={3} onSubmit={handleSubmit}>
      {update.isSuccess && !isChanged && <Alert severity="success">{ORG_SETTINGS_UPDATED}</Alert>}
      {update.isError && <Alert severity="error">{update.error.message}</Alert>}
      {showPasswordPolicy && (
        <FormControl>
          <FormControlLabel
            control={
              <Switch
                checked={passwordPolicy}
                onChange={(event) => setPasswordPolicy(event.target.checked)}
                slotProps={{ input: { 'aria-describedby': 'password-policy-help' } }}
              />
            }
            label="Password policy"
          />
          <FormHelperText id="password-policy-help">
            {`Members must use passwords of at least ${PASSWORD_MIN_LENGTH} characters with ${PASSWORD_MIN_CHARACTER_CLASSES} kinds of characters.`}
          </FormHelperText>
        </FormControl>
      )}
      <FormControl>
        <FormLabel id="sharing-restriction-label">Sharing restriction</FormLabel>
        <RadioGroup
          aria-labelledby="sharing-restriction-label"
          value={sharingRestriction}
          onChange={(event) => {
            if (isSharingRestriction(event.target.value)) {
              setSharingRestriction(event.target.value);
            }
          }}
        >
          {SHARING_RESTRICTIONS.map((value) => (
            <FormControlLabel
              key={value}
              value={value}
              control={<Radio />}
              label={SHARING_RESTRICTION_LABELS[value]}
            />
          ))}
        </RadioGroup>
      </FormControl>
      <div>
        <Button type="submit" variant="contained" disabled={update.isPending || !isChanged}>
          Save
        </Button>
      </div>
    </Stack>
  );
}
