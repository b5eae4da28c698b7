import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { VersionDiff } from '@airlens/contract';
import { useVersionDiff } from '../api/versions';
import { VersionDiffMap } from './version-diff-map';

/** One line of the diff table. */
export interface DiffRow {
  key: string;
  kind: string;
  change: string;
  name: string;
  details: string;
}

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}

/** The diff as table rows: access points first, then walls, attenuation areas and areas. */
export function diffRows(diff: VersionDiff): DiffRow[] {
  const rows: DiffRow[] = [];
  const add = (kind: string, change: string, entity: { id: string; name: string }, details = '') =>
    rows.push({
      key: `${kind}-${change}-${entity.id}`,
      kind,
      change,
      name: entity.name || entity.id,
      details,
    });
  for (const ap of diff.accessPoints.added) {
    add('Access point', 'Added', ap);
  }
  for (const ap of diff.accessPoints.removed) {
    add('Access point', 'Removed', ap);
  }
  for (const ap of diff.accessPoints.moved) {
    const distance =
      ap.distanceMeters === null
        ? ap.from.floorPlanId === ap.to.floorPlanId
          ? 'on an unscaled floor'
          : 'to another floor'
        : `${ap.distanceMeters.toFixed(1)} m`;
    add('Access point', 'Moved', ap, distance);
  }
  for (const ap of diff.accessPoints.changed) {
    add('Access point', 'Changed', ap, ap.changes.join('; '));
  }
  for (const wall of diff.walls.added) {
    add('Wall', 'Added', wall);
  }
  for (const wall of diff.walls.removed) {
    add('Wall', 'Removed', wall);
  }
  for (const [kind, group] of [
    ['Attenuation area', diff.attenuationAreas],
    ['Area', diff.areas],
  ] as const) {
    for (const entity of group.added) {
      add(kind, 'Added', entity);
    }
    for (const entity of group.removed) {
      add(kind, 'Removed', entity);
    }
    for (const entity of group.changed) {
      add(kind, 'Changed', entity, entity.changes.join('; '));
    }
  }
  return rows;
}

/** A short count line: "2 APs added, 1 moved; 3 walls added". */
function diffSummary(diff: VersionDiff): string {
  const aps = diff.accessPoints;
  return [
    `${plural(aps.added.length, 'AP')} added, ${aps.removed.length} removed, ${aps.moved.length} moved, ${aps.changed.length} changed`,
    `${plural(diff.walls.added.length, 'wall')} added, ${diff.walls.removed.length} removed`,
  ].join('; ');
}

export interface VersionDiffTableProps {
  projectId: string;
  from: number;
  to: number;
}

/** What changed from one version to another, as a table. */
export function VersionDiffTable({ projectId, from, to }: VersionDiffTableProps) {
  const diff = useVersionDiff(projectId, from, to);
  if (diff.isPending) {
    return (
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} role="status">
        <CircularProgress size={20} />
        <Typography>
          Comparing version {from} with version {to}…
        </Typography>
      </Stack>
    );
  }
  if (diff.isError) {
    return (
      <Alert severity="error">
        Could not compare version {from} with version {to}.
      </Alert>
    );
  }
  const rows = diffRows(diff.data);
  return (
    <Stack spacing={1}>
      <Typography variant="subtitle2" component="h3">
        Changes from version {from} to version {to}
      </Typography>
      <Typography variant="body2">{diffSummary(diff.data)}</Typography>
      {rows.length === 0 ? (
        <Typography>The two versions have the same design.</Typography>
      ) : (
        <Table size="small" aria-label={`Changes from version ${from} to version ${to}`}>
          <TableHead>
            <TableRow>
              <TableCell>Kind</TableCell>
              <TableCell>Change</TableCell>
              <TableCell>Name</TableCell>
              <TableCell>Details</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.key}>
                <TableCell>{row.kind}</TableCell>
                <TableCell>{row.change}</TableCell>
                <TableCell>{row.name}</TableCell>
                <TableCell>{row.details}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <VersionDiffMap projectId={projectId} diff={diff.data} />
    </Stack>
  );
}
