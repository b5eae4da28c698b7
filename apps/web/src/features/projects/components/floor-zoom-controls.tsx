import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import CenterFocusStrongIcon from '@mui/icons-material/CenterFocusStrong';
import { MAX_ZOOM, MIN_ZOOM } from '@airlens/heatmap';

export interface FloorZoomControlsProps {
  zoom: number;
  onZoomIn: () => void;
  onZoomOut: () => void;
  onReset: () => void;
}

/** Zoom in, zoom out and reset buttons for the floor plan, with the current zoom as a percentage. */
export function FloorZoomControls({ zoom, onZoomIn, onZoomOut, onReset }: FloorZoomControlsProps) {
  return (
    <Box
      role="toolbar"
      aria-label="Floor plan zoom"
      sx={{ display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: 0.5, mb: 0.5 }}
    >
      <Typography variant="caption" color="text.secondary" aria-live="polite" sx={{ mr: 0.5 }}>
        {`Zoom ${Math.round(zoom * 100)} %`}
      </Typography>
      <Tooltip title="Zoom out (−)">
        <span>
          <IconButton size="small" aria-label="Zoom out" onClick={onZoomOut} disabled={zoom <= MIN_ZOOM}>
            <RemoveIcon fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
      <Tooltip title="Zoom in (+)">
        <span>
          <IconButton size="small" aria-label="Zoom in" onClick={onZoomIn} disabled={zoom >= MAX_ZOOM}>
            <AddIcon fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
      <Tooltip title="Reset view (0)">
        <span>
          <IconButton size="small" aria-label="Reset view" onClick={onReset} disabled={zoom === MIN_ZOOM}>
            <CenterFocusStrongIcon fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
    </Box>
  );
}
