import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useApRenames, useApplyApRenames } from '../api/vendor-integration';

/**
 * "Rename measured APs from the controller": the survey's generated names ("Measured AP-a1:b6") next to the
 * matched devices' names, applied together as one edit of the project (a new version in its history).
 */
export function ApRenamesSection({ projectId }: { projectId: string }) {
  const renames = useApRenames(projectId);
  const apply = useApplyApRenames(projectId);
  if (renames.isPending) {
    return <Typography color="text.secondary">Loading the proposed names…</Typography>;
  }
  if (renames.isError) {
    return <Alert severity="error">Could not load the proposed names: {renames.error.message}</Alert>;
  }
  const count = renames.data.length;
  return (
    <Stack spacing={2}>
      {apply.isSuccess && (
        <Alert severity="success">
          Renamed {apply.data.renamed.length}{' '}
          {apply.data.renamed.length === 1 ? 'access point' : 'access points'}. The project’s next version,
          with the new names, is being saved.
        </Alert>
      )}
      {apply.isError && (
        <Alert severity="error">Could not rename the access points: {apply.error.message}</Alert>
      )}
      {count === 0 ? (
        <Typography color="text.secondary">
          No measured access point has a controller name to take.
        </Typography>
      ) : (
        <>
          <Table size="small" aria-label="Proposed access point names">
            <TableHead>
              <TableRow>
                <TableCell>Name in the project</TableCell>
                <TableCell>Name on the controller</TableCell>
                <TableCell>Device</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {renames.data.map((rename) => (
                <TableRow key={rename.accessPointId}>
                  <TableCell>{rename.currentName}</TableCell>
                  <TableCell>{rename.proposedName}</TableCell>
                  <TableCell>{rename.serial}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <Box>
            <Button
              variant="contained"
              disabled={apply.isPending}
              onClick={() => apply.mutate(renames.data.map((rename) => rename.accessPointId))}
            >
              {apply.isPending
                ? 'Renaming…'
                : `Rename ${count} ${count === 1 ? 'access point' : 'access points'} from the controller`}
            </Button>
          </Box>
        </>
      )}
    </Stack>
  );
}
