import type { MouseEvent } from 'react';
import Box from '@mui/material/Box';
import type { KeyboardMarker } from './keyboard-markers';

export interface MapMarkerButtonsProps {
  markers: readonly KeyboardMarker[];
  /** A marker was chosen; `isKeyboard` when by Enter or Space (focus then moves into the preview). */
  onSelect: (projectId: string, isKeyboard: boolean) => void;
}

/**
 * One real button over each project marker drawn on the map canvas, so every marker is a Tab stop with a name
 * and Enter (or a click) opens its preview. The buttons are transparent: the canvas draws the marker, the button
 * shows only the focus ring.
 */
export function MapMarkerButtons({ markers, onSelect }: MapMarkerButtonsProps) {
  function handleClick(event: MouseEvent<HTMLButtonElement>, projectId: string): void {
    // A click from the keyboard (Enter, Space) has no pointer position: detail is 0.
    onSelect(projectId, event.detail === 0);
  }
  return (
    <Box
      role="group"
      aria-label="Project markers"
      sx={{ position: 'absolute', inset: 0, pointerEvents: 'none', zIndex: 1 }}
    >
      {markers.map((marker) => (
        <Box
          key={marker.id}
          component="button"
          type="button"
          aria-label={marker.label}
          title={marker.label}
          data-marker-id={marker.id}
          onClick={(event: MouseEvent<HTMLButtonElement>) => handleClick(event, marker.id)}
          sx={{
            position: 'absolute',
            left: marker.x,
            top: marker.y,
            width: 22,
            height: 22,
            transform: 'translate(-50%, -50%)',
            p: 0,
            border: 0,
            borderRadius: '50%',
            bgcolor: 'transparent',
            cursor: 'pointer',
            pointerEvents: 'auto',
            '&:focus-visible': {
              outline: '3px solid #0b5cad',
              outlineOffset: 1,
              boxShadow: '0 0 0 5px #fff',
            },
          }}
        />
      ))}
    </Box>
  );
}
