import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import CropFreeIcon from '@mui/icons-material/CropFree';

export interface MapToolbarProps {
  isFollowing: boolean;
  isDrawing: boolean;
  /** A drawn area filters the list: offer to clear it. */
  hasArea: boolean;
  onFollowChange: (isOn: boolean) => void;
  onDrawToggle: () => void;
  onClearArea: () => void;
}

/** The map's filter controls: follow the map view, draw an area, clear the area. */
export function MapToolbar(props: MapToolbarProps) {
  const { isFollowing, isDrawing, hasArea, onFollowChange, onDrawToggle, onClearArea } = props;
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        flexWrap: 'wrap',
        gap: 1,
        px: 1.5,
        py: 1,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <FormControlLabel
        control={
          <Switch
            size="small"
            checked={isFollowing}
            onChange={(event) => onFollowChange(event.target.checked)}
          />
        }
        label="Filter list by map view"
      />
      <Button
        size="small"
        variant={isDrawing ? 'contained' : 'outlined'}
        startIcon={<CropFreeIcon />}
        aria-pressed={isDrawing}
        onClick={onDrawToggle}
      >
        Draw area
      </Button>
      {hasArea && (
        <Button size="small" onClick={onClearArea}>
          Clear area
        </Button>
      )}
    </Box>
  );
}
