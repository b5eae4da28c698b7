import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ApMatch, VendorConnection, VendorProjectLink } from '@airlens/contract';
import { ToneBadge } from '@/components/tone-badge';
import { useSaveProjectLink, useVendorNetworks } from '../api/vendor-integration';
import { FloorMappingField, NOT_MAPPED } from './floor-mapping-field';

const AUTOMATIC = '__automatic__';
const NONE = NOT_MAPPED;

const MATCHED_BY: Record<NonNullable<ApMatch['matchedBy']>, string> = {
  mac: 'MAC address',
  bssid: 'BSSID',
  'serial-tag': 'Serial tag',
  name: 'Name',
  manual: 'Manual',
};

export function MatchBadge({ status }: { status: ApMatch['status'] }) {
  const tone = status === 'MATCHED' ? 'good' : status === 'AMBIGUOUS' ? 'bad' : 'none';
  const label = status === 'MATCHED' ? 'Matched' : status === 'AMBIGUOUS' ? 'Ambiguous' : 'Unmatched';
  return <ToneBadge tone={tone}>{label}</ToneBadge>;
}

export interface LinkSectionProps {
  projectId: string;
  connection: VendorConnection;
  link: VendorProjectLink;
}

/** Link the project to a network, map its floors to controller floor plans, and settle AP matches by hand. */
export function LinkSection({ projectId, connection, link }: LinkSectionProps) {
  const [organizationId, setOrganizationId] = useState(
    link.organizationId ?? connection.organizations[0]?.id ?? '',
  );
  const [networkId, setNetworkId] = useState(link.networkId ?? '');
  const [floors, setFloors] = useState(() =>
    Object.fromEntries(link.floorMappings.map((m) => [m.floorPlanId, m.controllerFloorPlanId ?? NONE])),
  );
  const [overrides, setOverrides] = useState<Record<string, string>>(() =>
    Object.fromEntries(
      link.apMatches.filter((m) => m.matchedBy === 'manual').map((m) => [m.accessPointId, m.serial ?? NONE]),
    ),
  );
  const networks = useVendorNetworks(organizationId === '' ? null : organizationId);
  const save = useSaveProjectLink(projectId);
  const plans =
    networks.data?.find((network) => network.id === networkId)?.floorPlans ?? link.controllerFloorPlans;

  const submit = () =>
    save.mutate({
      organizationId,
      networkId,
      floorMappings: link.floorMappings.map((m) => ({
        floorPlanId: m.floorPlanId,
        controllerFloorPlanId: floors[m.floorPlanId] === NONE ? null : (floors[m.floorPlanId] ?? null),
      })),
      overrides: Object.entries(overrides)
        .filter(([, serial]) => serial !== AUTOMATIC)
        .map(([accessPointId, serial]) => ({ accessPointId, serial: serial === NONE ? null : serial })),
    });

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          select
          label="Organization"
          value={organizationId}
          onChange={(event) => {
            setOrganizationId(event.target.value);
            setNetworkId('');
          }}
          sx={{ minWidth: 220 }}
        >
          {connection.organizations.map((org) => (
            <MenuItem key={org.id} value={org.id}>
              {org.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label="Network"
          value={networkId}
          onChange={(event) => setNetworkId(event.target.value)}
          sx={{ minWidth: 220 }}
          helperText={networks.isPending && organizationId !== '' ? 'Loading networks…' : undefined}
        >
          {(
            networks.data ??
            (networkId === ''
              ? []
              : [{ id: networkId, name: networkId === link.networkId ? 'Linked network' : networkId }])
          ).map((network) => (
            <MenuItem key={network.id} value={network.id}>
              {network.name}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {networks.isError && (
        <Alert severity="error">Could not list the networks: {networks.error.message}</Alert>
      )}
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        Floors
      </Typography>
      {link.floorMappings.map((mapping) => (
        <FloorMappingField
          key={mapping.floorPlanId}
          projectId={projectId}
          floorPlanId={mapping.floorPlanId}
          floorPlanName={mapping.floorPlanName}
          value={floors[mapping.floorPlanId] ?? NONE}
          plans={plans}
          isLinked={link.networkId !== null}
          onChange={(value) => setFloors({ ...floors, [mapping.floorPlanId]: value })}
        />
      ))}
      <Table size="small" aria-label="Access point matches">
        <TableHead>
          <TableRow>
            <TableCell>Access point</TableCell>
            <TableCell>Status</TableCell>
            <TableCell>Device</TableCell>
            <TableCell>Matched by</TableCell>
            <TableCell>Override</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {link.apMatches.map((match) => {
            const choices = [
              ...new Set([...match.candidates, ...(match.serial === null ? [] : [match.serial])]),
            ];
            return (
              <TableRow key={match.accessPointId}>
                <TableCell>{match.accessPointName}</TableCell>
                <TableCell>
                  <MatchBadge status={match.status} />
                </TableCell>
                <TableCell>
                  {match.serial === null ? '—' : `${match.deviceName ?? ''} (${match.serial})`}
                </TableCell>
                <TableCell>{match.matchedBy === null ? '—' : MATCHED_BY[match.matchedBy]}</TableCell>
                <TableCell>
                  <TextField
                    select
                    size="small"
                    label={`Override for ${match.accessPointName}`}
                    value={overrides[match.accessPointId] ?? AUTOMATIC}
                    onChange={(event) =>
                      setOverrides({ ...overrides, [match.accessPointId]: event.target.value })
                    }
                    sx={{ minWidth: 160 }}
                  >
                    <MenuItem value={AUTOMATIC}>Automatic</MenuItem>
                    <MenuItem value={NONE}>Unmatched</MenuItem>
                    {choices.map((serial) => (
                      <MenuItem key={serial} value={serial}>
                        {serial}
                      </MenuItem>
                    ))}
                  </TextField>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
      {link.apMatches.length === 0 && (
        <Typography color="text.secondary">The project has no access points.</Typography>
      )}
      {save.isError && <Alert severity="error">Could not save the link: {save.error.message}</Alert>}
      <Box>
        <Button
          variant="contained"
          onClick={submit}
          disabled={organizationId === '' || networkId === '' || save.isPending}
        >
          Save link
        </Button>
      </Box>
    </Stack>
  );
}
