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
  /** The marker's place in the map (container pixels): the card opens beside it; in the corner without one. */
  anchor?: { x: number; y: number } | null;
}

/** Room the card keeps inside the map's edges (its width and about its height, plus a margin). */
const CARD_WIDTH_PX = 280;
const CARD_HEIGHT_PX = 150;
const MARKER_GAP_PX = 14;

/** The card of the marker the user clicked: name, place, score and a way into the project. */
export function MapProjectCard({
  name,
  city,
  country,
  scoreText,
  onOpen,
  onClose,
  isFocusedOnOpen = false,
  anchor = null,
}: MapProjectCardProps) {
  // Beside the marker (below and to its right), kept inside the map; the top-left corner without a marker.
  const place =
    anchor === null
      ? { top: 8, left: 8 }
      : {
          left: `clamp(8px, ${Math.round(anchor.x + MARKER_GAP_PX)}px, calc(100% - ${CARD_WIDTH_PX + 8}px))`,
          top: `clamp(8px, ${Math.round(anchor.y + MARKER_GAP_PX)}px, calc(100% - ${CARD_HEIGHT_PX + 8}px))`,
        };
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
      data-anchored={anchor !== null}
      sx={{ position: 'absolute', ...place, zIndex: 3, p: 1.5, maxWidth: CARD_WIDTH_PX }}
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
