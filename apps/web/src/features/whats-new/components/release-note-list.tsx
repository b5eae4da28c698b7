import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDate } from '@airlens/domain';
import type { ReleaseNoteEntry } from '../release-notes';

export interface ReleaseNoteListProps {
  entries: readonly ReleaseNoteEntry[];
}

/** The feature entries of the release: date, summary, product chips and details. */
export function ReleaseNoteList({ entries }: ReleaseNoteListProps) {
  return (
    <Stack component="ul" aria-label="Release notes" spacing={3} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {entries.map((entry) => (
        <Box component="li" key={`${entry.date}-${entry.summaryOfChanges}`}>
          <Typography variant="caption" color="text.secondary" component="p">
            {formatDate(entry.date)}
          </Typography>
          {entry.title !== undefined && (
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
              {entry.title}
            </Typography>
          )}
          <Typography>{entry.summaryOfChanges}</Typography>
          <Stack direction="row" spacing={1} aria-label="Products" sx={{ my: 1, flexWrap: 'wrap' }}>
            {entry.products.map((product) => (
              <Chip key={product} size="small" label={product} color="primary" variant="outlined" />
            ))}
          </Stack>
          {entry.image !== undefined && (
            <Box component="img" src={entry.image} alt="" sx={{ maxWidth: '100%', borderRadius: 1 }} />
          )}
          {entry.details.map((detail) => (
            <Typography key={detail} variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              {detail}
            </Typography>
          ))}
        </Box>
      ))}
    </Stack>
  );
}
