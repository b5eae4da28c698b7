import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import type { ProjectVersion, VersionSource } from '@airlens/contract';
import { AppDialog } from '@/components/app-dialog';
import { DialogCard } from '@/components/dialog-card';
import { visuallyHidden } from '@/components/visually-hidden';
import { useCanRestore, useProjectVersions, useRestoreVersion, versionDownloadHref } from '../api/versions';
import { VersionDiffTable } from './version-diff-table';

const SOURCE_LABELS: Readonly<Record<VersionSource, string>> = {
  UPLOAD: 'Upload',
  EDIT: 'Edit',
  CONVERSION: 'Conversion',
  RESTORE: 'Restore',
};

const WHEN = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

export interface VersionHistoryDialogProps {
  projectId: string;
  projectName?: string;
  onClose: () => void;
}

/** The two chosen versions, older first; a third choice replaces the older of the two. */
function choose(chosen: number[], version: number): number[] {
  if (chosen.includes(version)) {
    return chosen.filter((v) => v !== version);
  }
  return [...chosen, version].sort((a, b) => a - b).slice(-2);
}

/**
 * The project's history: who made each version and when, with what; pick two to compare; download any
 * version; restore one (write roles, after a confirmation).
 */
export function VersionHistoryDialog({ projectId, projectName, onClose }: VersionHistoryDialogProps) {
  const versions = useProjectVersions(projectId);
  const canRestore = useCanRestore(projectId).data === true;
  const restore = useRestoreVersion(projectId);
  const [chosen, setChosen] = useState<number[]>([]);
  const [confirming, setConfirming] = useState<number | null>(null);
  const [restored, setRestored] = useState<number | null>(null);
  const current = versions.data?.[0]?.version ?? null;
  // A phone gets the whole screen: the table's columns need every pixel of it.
  const isPhone = useMediaQuery(useTheme().breakpoints.down('sm'));

  function handleRestore(version: number): void {
    restore.mutate(version, {
      onSuccess: () => {
        setRestored(version);
        setConfirming(null);
      },
    });
  }

  return (
    <AppDialog open onClose={onClose} maxWidth="md" fullWidth fullScreen={isPhone}>
      <DialogCard
        title={projectName === undefined ? 'Version history' : `Version history of ${projectName}`}
        secondaryActionText="Close"
        onSecondaryAction={onClose}
        onClose={onClose}
      >
        <Stack spacing={2}>
          {versions.isPending && (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} role="status">
              <CircularProgress size={20} />
              <Typography>Loading versions…</Typography>
            </Stack>
          )}
          {versions.isError && (
            <Alert
              severity="error"
              action={
                <Button color="inherit" size="small" onClick={() => void versions.refetch()}>
                  Retry
                </Button>
              }
            >
              Could not load the version history.
            </Alert>
          )}
          {versions.data?.length === 0 && <Typography>This project has no versions yet.</Typography>}
          {restored !== null && (
            <Alert severity="success">
              Restoring version {restored}: it becomes the newest version once its import has finished.
            </Alert>
          )}
          {restore.isError && <Alert severity="error">Could not restore the version. Try again later.</Alert>}
          {versions.data !== undefined && versions.data.length > 0 && (
            <VersionTable
              projectId={projectId}
              versions={versions.data}
              current={current}
              chosen={chosen}
              canRestore={canRestore}
              onChoose={(version) => setChosen((previous) => choose(previous, version))}
              onRestore={setConfirming}
              isPhone={isPhone}
            />
          )}
          {chosen.length === 2 ? (
            <VersionDiffTable projectId={projectId} from={chosen[0] ?? 0} to={chosen[1] ?? 0} />
          ) : (
            versions.data !== undefined &&
            versions.data.length > 1 && (
              <Typography variant="body2">Choose two versions to compare them.</Typography>
            )
          )}
        </Stack>
      </DialogCard>
      {confirming !== null && (
        <AppDialog open onClose={() => setConfirming(null)} maxWidth="xs" fullWidth>
          <DialogCard
            title={`Restore version ${confirming}?`}
            primaryActionText="Restore"
            secondaryActionText="Cancel"
            primaryActionDisabled={restore.isPending}
            onPrimaryAction={() => handleRestore(confirming)}
            onSecondaryAction={() => setConfirming(null)}
            onClose={() => setConfirming(null)}
          >
            <Typography>
              A new version with the content of version {confirming} is made. The versions in between stay in
              the history.
            </Typography>
          </DialogCard>
        </AppDialog>
      )}
    </AppDialog>
  );
}

interface VersionTableProps {
  projectId: string;
  versions: ProjectVersion[];
  current: number | null;
  chosen: number[];
  canRestore: boolean;
  onChoose: (version: number) => void;
  onRestore: (version: number) => void;
  /** Below 600 px: When, Who and What go into the Version cell instead of columns of their own. */
  isPhone: boolean;
}

function VersionTable({
  projectId,
  versions,
  current,
  chosen,
  canRestore,
  onChoose,
  onRestore,
  isPhone,
}: VersionTableProps) {
  return (
    <Table size="small" aria-label="Versions">
      <TableHead>
        <TableRow>
          <TableCell padding="checkbox">Compare</TableCell>
          <TableCell>Version</TableCell>
          {!isPhone && (
            <>
              <TableCell>When</TableCell>
              <TableCell>Who</TableCell>
              <TableCell>What</TableCell>
            </>
          )}
          <TableCell>Actions</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {versions.map((version) => {
          const when = WHEN.format(new Date(version.createdAt));
          const who = version.createdBy ?? 'Unknown';
          // The summary says what happened ("Uploaded …", "Edited: …", "Restored version 2"); the source's name
          // stands in only where a version has none.
          const what = version.summary === '' ? SOURCE_LABELS[version.source] : version.summary;
          return (
            <TableRow key={version.version}>
              <TableCell padding="checkbox">
                <Checkbox
                  checked={chosen.includes(version.version)}
                  onChange={() => onChoose(version.version)}
                  slotProps={{ input: { 'aria-label': `Compare version ${version.version}` } }}
                />
              </TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>
                {version.version}
                {version.version === current ? ' (current)' : ''}
                {/* A phone folds What, When and Who in here rather than scroll the table sideways. */}
                {isPhone && (
                  <>
                    <Typography variant="body2">{what}</Typography>
                    <Typography variant="caption" color="text.secondary">
                      {when}, {who}
                    </Typography>
                  </>
                )}
              </TableCell>
              {!isPhone && (
                <>
                  <TableCell>{when}</TableCell>
                  <TableCell>{who}</TableCell>
                  <TableCell>{what}</TableCell>
                </>
              )}
              <TableCell>
                <Stack
                  direction={{ xs: 'column', sm: 'row' }}
                  spacing={{ xs: 0.5, sm: 1 }}
                  sx={{ alignItems: { xs: 'flex-start', sm: 'center' } }}
                >
                  <Link href={versionDownloadHref(projectId, version.version)} download>
                    Download
                    <Box component="span" sx={visuallyHidden}>
                      {` version ${version.version}`}
                    </Box>
                  </Link>
                  {canRestore && version.version !== current && (
                    <Button
                      size="small"
                      onClick={() => onRestore(version.version)}
                      sx={{ minWidth: 0, px: 0 }}
                    >
                      Restore
                      <Box component="span" sx={visuallyHidden}>
                        {` version ${version.version}`}
                      </Box>
                    </Button>
                  )}
                </Stack>
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
