import { useState } from 'react';
import { MAX_SSO_DOMAINS } from '@airlens/contract';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import type { SsoDomain } from '../api/sso-configuration';
import { normalizeSsoDomain } from './sso-form-schema';
import { SsoDomainVerification } from './sso-domain-verification';

export interface SsoDomainsFieldProps {
  orgId: string;
  /** The domains in the form (saved or not). */
  value: string[];
  onChange: (domains: string[]) => void;
  /** The saved domains with their verification state. */
  saved: SsoDomain[];
  error?: string | undefined;
}

function statusOf(domain: string, saved: SsoDomain[]) {
  const entry = saved.find((candidate) => candidate.domain === domain);
  if (entry === undefined) {
    return { entry, label: 'Not saved yet', color: 'default' as const };
  }
  return entry.verified
    ? { entry, label: 'Verified', color: 'success' as const }
    : { entry, label: 'Pending verification', color: 'warning' as const };
}

/** The e-mail domains that sign in through the provider, each with its verification state and actions. */
export function SsoDomainsField({ orgId, value, onChange, saved, error }: SsoDomainsFieldProps) {
  const [draft, setDraft] = useState('');
  const [draftError, setDraftError] = useState<string | null>(null);

  function handleAdd() {
    const domain = normalizeSsoDomain(draft);
    if (domain === null) {
      setDraftError('Enter a domain such as example.com');
      return;
    }
    setDraftError(null);
    setDraft('');
    if (!value.includes(domain) && value.length < MAX_SSO_DOMAINS) {
      onChange([...value, domain]);
    }
  }

  return (
    <Stack spacing={1.5}>
      <Typography variant="subtitle2" component="h3">
        E-mail domains
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Users whose address is at a verified domain sign in through your identity provider. Your own domain is
        verified when you save; other domains are verified with a code mailed to an address at the domain.
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
        <TextField
          size="small"
          label="E-mail domain"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              handleAdd();
            }
          }}
          error={draftError !== null}
          helperText={draftError ?? undefined}
        />
        <Button variant="outlined" onClick={handleAdd} disabled={value.length >= MAX_SSO_DOMAINS}>
          Add domain
        </Button>
      </Stack>
      {error !== undefined && <FormHelperText error>{error}</FormHelperText>}
      <Stack component="ul" spacing={1.5} aria-label="E-mail domains" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {value.map((domain) => {
          const status = statusOf(domain, saved);
          return (
            <Stack component="li" key={domain} spacing={1} aria-label={domain}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <Typography sx={{ fontFamily: 'monospace' }}>{domain}</Typography>
                <Chip size="small" label={status.label} color={status.color} />
                <IconButton
                  size="small"
                  aria-label={`Remove ${domain}`}
                  onClick={() => onChange(value.filter((candidate) => candidate !== domain))}
                >
                  <CloseIcon fontSize="small" />
                </IconButton>
              </Stack>
              {status.entry !== undefined && !status.entry.verified && (
                <SsoDomainVerification orgId={orgId} domain={status.entry} />
              )}
            </Stack>
          );
        })}
      </Stack>
    </Stack>
  );
}
