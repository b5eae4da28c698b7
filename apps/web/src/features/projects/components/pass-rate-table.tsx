import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { RequirementPassRatesAnswer } from '@airlens/contract';
import { ToneBadge } from '@/components/tone-badge';
import { criterionText, passRateVerdict, percentText } from './planning-labels';

export type PassRate = RequirementPassRatesAnswer['project'];

export interface PassRateRow {
  key: string;
  name: ReactNode;
  /** A second line under the name (the area's requirement). */
  detail?: string;
  rate: PassRate;
}

/** A pass rate with its verdict in words ('92% Pass'), so the colour is never the only sign. */
export function PassRateBadge({ percent }: { percent: number }) {
  const verdict = passRateVerdict(percent);
  return <ToneBadge tone={verdict.tone}>{`${percentText(percent)} ${verdict.word}`}</ToneBadge>;
}

export interface PassRateTableProps {
  /** Accessible name of the table. */
  label: string;
  nameLabel: string;
  rows: readonly PassRateRow[];
}

/**
 * Pass rates of floors or areas: the overall rate, where it comes from (measured or predicted) and each criterion's
 * rate. The criteria stack in their cell, so the table stays four columns wide on a phone.
 */
export function PassRateTable({ label, nameLabel, rows }: PassRateTableProps) {
  return (
    <Box sx={{ overflowX: 'auto', maxWidth: '100%' }}>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            <TableCell>{nameLabel}</TableCell>
            <TableCell>Pass rate</TableCell>
            <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>Source</TableCell>
            <TableCell>Criteria</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.key}>
              {/* Long names wrap between words (and break only a word too long for the cell), not letter by letter. */}
              <TableCell sx={{ overflowWrap: 'break-word', minWidth: 88 }}>
                {row.name}
                {row.detail !== undefined && (
                  <Typography variant="caption" color="text.secondary" component="div">
                    {row.detail}
                  </Typography>
                )}
              </TableCell>
              <TableCell>
                <PassRateBadge percent={row.rate.passRatePercent} />
                <Typography
                  variant="caption"
                  color="text.secondary"
                  component="div"
                  sx={{ display: { xs: 'block', sm: 'none' } }}
                >
                  {row.rate.source === 'measured' ? 'Measured' : 'Predicted'}
                </Typography>
              </TableCell>
              <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                {row.rate.source === 'measured' ? 'Measured' : 'Predicted'}
              </TableCell>
              <TableCell>
                {row.rate.criteria.length === 0 ? (
                  <Typography variant="body2" color="text.secondary">
                    No criteria on this band
                  </Typography>
                ) : (
                  <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.5 }}>
                    {row.rate.criteria.map((criterion) => (
                      <Box
                        component="li"
                        key={`${criterion.type}:${criterion.threshold}`}
                        sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}
                      >
                        <Typography variant="body2">
                          {criterionText(criterion.type, criterion.threshold)}
                        </Typography>
                        <PassRateBadge percent={criterion.passRatePercent} />
                      </Box>
                    ))}
                  </Box>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
