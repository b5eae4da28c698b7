import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { CapacityAnswer } from '@airlens/contract';
import { CAPACITY_HEAD_SX as headSx } from './capacity-radios-table';
import { percentText } from './planning-labels';

type Area = CapacityAnswer['areas'][number];

/** Each area with capacity items: its clients, those served on the band, the airtime and the APs it needs. */
export function CapacityAreasTable({ areas }: { areas: readonly Area[] }) {
  return (
    <Box sx={{ overflowX: 'auto', maxWidth: '100%' }}>
      <Table size="small" aria-label="Area capacity">
        <TableHead>
          <TableRow>
            <TableCell sx={headSx}>Area</TableCell>
            <TableCell sx={headSx} align="right">
              Clients
            </TableCell>
            <TableCell sx={headSx} align="right">
              Served
            </TableCell>
            <TableCell sx={headSx} align="right">
              Airtime
            </TableCell>
            <TableCell sx={headSx} align="right">
              APs needed
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {areas.map((area) => (
            <TableRow key={area.areaId}>
              <TableCell sx={{ wordBreak: 'break-word' }}>
                {area.areaName === '' ? 'Unnamed area' : area.areaName}
                <Typography variant="caption" color="text.secondary" component="div">
                  {area.usageProfile}
                </Typography>
              </TableCell>
              <TableCell align="right">{area.clients}</TableCell>
              <TableCell align="right">{area.servedClients}</TableCell>
              <TableCell align="right">{percentText(area.airtimePercent)}</TableCell>
              <TableCell align="right">{area.apsNeeded}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
