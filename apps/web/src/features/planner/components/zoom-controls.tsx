import type { ReactElement } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import FitScreenIcon from '@mui/icons-material/FitScreen';
import PanToolOutlinedIcon from '@mui/icons-material/PanToolOutlined';
import ZoomInIcon from '@mui/icons-material/ZoomIn';
import ZoomOutIcon from '@mui/icons-material/ZoomOut';
import { MAX_ZOOM, MIN_ZOOM } from '../editor/plan-viewport';

export interface ZoomControlsProps {
  zoom: number;
  isHandMode: boolean;
  onHandModeChange: (isOn: boolean) => void;
  onZoomIn: () => void;
  onZoomOut: () => void;
  onFit: () => void;
}

/** A tooltip that still shows on a disabled button (MUI needs an element that gets pointer events). */
function Tip({ title, children }: { title: string; children: ReactElement }) {
  return (
    <Tooltip title={title}>
      <span>{children}</span>
    </Tooltip>
  );
}

/** The plan view's controls: Hand (pan) mode, zoom out, the zoom level, zoom in and fit. */
export function ZoomControls(props: ZoomControlsProps) {
  const percent = Math.round(props.zoom * 100);
  return (
    <Box
      role="toolbar"
      aria-label="Plan view"
      sx={{ display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: 0.5, mb: 0.5 }}
    >
      <Tip title="Pan: drag to move the view (or hold Space, or drag with the middle button)">
        <IconButton
          size="small"
          aria-label="Pan mode"
          aria-pressed={props.isHandMode}
          color={props.isHandMode ? 'primary' : 'default'}
          onClick={() => props.onHandModeChange(!props.isHandMode)}
        >
          <PanToolOutlinedIcon fontSize="small" />
        </IconButton>
      </Tip>
      <Tip title="Zoom out (−)">
        <IconButton
          size="small"
          aria-label="Zoom out"
          disabled={props.zoom <= MIN_ZOOM}
          onClick={props.onZoomOut}
        >
          <ZoomOutIcon fontSize="small" />
        </IconButton>
      </Tip>
      <Typography
        variant="body2"
        data-testid="zoom-level"
        aria-label={`Zoom ${percent} %`}
        sx={{ minWidth: 52, textAlign: 'center', fontVariantNumeric: 'tabular-nums' }}
      >
        {`${percent} %`}
      </Typography>
      <Tip title="Zoom in (+)">
        <IconButton
          size="small"
          aria-label="Zoom in"
          disabled={props.zoom >= MAX_ZOOM}
          onClick={props.onZoomIn}
        >
          <ZoomInIcon fontSize="small" />
        </IconButton>
      </Tip>
      <Tip title="Fit the plan (0)">
        <IconButton size="small" aria-label="Fit plan to view" onClick={props.onFit}>
          <FitScreenIcon fontSize="small" />
        </IconButton>
      </Tip>
    </Box>
  );
}
