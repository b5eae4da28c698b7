import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';

export interface FloorNameCellProps {
  name: string;
  /** The floor view, or null when the floor cannot be opened. */
  href: string | null;
  /** False marks the floor "Not scaled": it has no KPIs or heatmap until its scale is set. */
  isScaled: boolean;
}

/** A floor's name in the floor KPI table: a link to the floor view, marked when the floor plan has no scale. */
export function FloorNameCell({ name, href, isScaled }: FloorNameCellProps) {
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
      {href === null ? (
        name
      ) : (
        <Link component={RouterLink} to={href} underline="hover" sx={{ fontWeight: 600 }}>
          {name}
        </Link>
      )}
      {!isScaled && <Chip label="Not scaled" color="warning" size="small" variant="outlined" />}
    </Box>
  );
}
