import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import Switch from '@mui/material/Switch';
import Tooltip from '@mui/material/Tooltip';
import AddIcon from '@mui/icons-material/Add';
import CenterFocusStrongIcon from '@mui/icons-material/CenterFocusStrong';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import RemoveIcon from '@mui/icons-material/Remove';
import type { SceneFloor } from '../model/building-scene';
import type { OrbitHandle } from '../scene/orbit-rig';

export interface Building3dToolbarProps {
  floors: readonly SceneFloor[];
  hiddenFloorIds: ReadonlySet<string>;
  onToggleFloor: (floorId: string) => void;
  showNames: boolean;
  onShowNames: (show: boolean) => void;
  /** Null when the view has no heatmap to lay on the floors. */
  showHeatmap: boolean | null;
  onShowHeatmap: (show: boolean) => void;
  orbit: OrbitHandle | null;
  onSnapshot: () => void;
}

/** Floor visibility, labels, heatmap, camera buttons (the keys do the same) and the PNG snapshot. */
export function Building3dToolbar(props: Building3dToolbarProps) {
  const floorsTopFirst = [...props.floors].reverse();
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 1 }}>
      <FormGroup row role="group" aria-labelledby="building-3d-floors-label" sx={{ alignItems: 'center' }}>
        <FormLabel id="building-3d-floors-label" sx={{ mr: 1, typography: 'body2' }}>
          Floors shown
        </FormLabel>
        {floorsTopFirst.map((floor) => (
          <FormControlLabel
            key={floor.id}
            control={
              <Checkbox
                size="small"
                checked={!props.hiddenFloorIds.has(floor.id)}
                onChange={() => props.onToggleFloor(floor.id)}
              />
            }
            label={floor.name}
          />
        ))}
      </FormGroup>
      <FormControlLabel
        control={
          <Switch
            size="small"
            checked={props.showNames}
            onChange={(event) => props.onShowNames(event.target.checked)}
          />
        }
        label="AP names"
      />
      {props.showHeatmap !== null && (
        <FormControlLabel
          control={
            <Switch
              size="small"
              checked={props.showHeatmap}
              onChange={(event) => props.onShowHeatmap(event.target.checked)}
            />
          }
          label="Heatmap"
        />
      )}
      <Box sx={{ display: 'flex', gap: 0.5, ml: 'auto' }}>
        <Tooltip title="Zoom in (+)">
          <IconButton aria-label="Zoom in" onClick={() => props.orbit?.zoomIn()}>
            <AddIcon />
          </IconButton>
        </Tooltip>
        <Tooltip title="Zoom out (−)">
          <IconButton aria-label="Zoom out" onClick={() => props.orbit?.zoomOut()}>
            <RemoveIcon />
          </IconButton>
        </Tooltip>
        <Tooltip title="Reset view (0)">
          <IconButton aria-label="Reset view" onClick={() => props.orbit?.reset()}>
            <CenterFocusStrongIcon />
          </IconButton>
        </Tooltip>
        <Button startIcon={<PhotoCameraIcon />} onClick={props.onSnapshot}>
          Save PNG
        </Button>
      </Box>
    </Box>
  );
}
