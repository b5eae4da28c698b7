import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { projectLocationLabel } from '@/components/project-labels';

export interface MapProjectCardProps {
  name: string;
  city: string | null;
  country: string | null;
  scoreText: string;
  onOpen: () => void;
  onClose: () => void;
  /** Opened from the keyboard: focus starts on "Open project" (and Escape closes). */
  isFocusedOnOpen?: boolean;
}

/** The card of the marker the user clicked: name, place, score and a way into the project. */
export function MapProjectCard({
  name,
  city,
  country,
  scoreText,
  onOpen,
  onClose,
  isFocusedOnOpen = false,
}: MapProjectCardProps) {
  return (
    <Paper
      role="group"
      aria-label={`Selected project ${name}`}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          onClose();
        }
      }}
      elevation={3}
      sx={{ position: 'absolute', top: 8, left: 8, zIndex: 3, p: 1.5, maxWidth: 280 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography variant="subtitle2" component="p" sx={{ overflowWrap: 'anywhere' }}>
            {name}
          </Typography>
          <Typography variant="caption" color="text.secondary" component="p">
            {projectLocationLabel({ city, country }) || 'No location'}
          </Typography>
          <Typography variant="body2" component="p" sx={{ mt: 0.5 }}>
            {scoreText}
          </Typography>
        </Box>
        <IconButton size="small" aria-label="Close" onClick={onClose} edge="end">
          <CloseIcon fontSize="small" />
        </IconButton>
      </Box>
      {/* Focus follows a keyboard choice into the card; a mouse click leaves it where it was. */}
      <Button size="small" variant="contained" sx={{ mt: 1 }} onClick={onOpen} autoFocus={isFocusedOnOpen}>
        Open project
      </Button>
    </Paper>
  );
}
