import { useState } from 'react';
import type { PointerEvent as ReactPointerEvent } from 'react';
import Box from '@mui/material/Box';

/** A rectangle drawn over the map, in container pixels (corners as the pointer went down and came up). */
export interface PixelBox {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** Below this many pixels in either direction a drag is a click, not an area. */
const MIN_BOX_PIXELS = 4;

export interface MapDrawLayerProps {
  /** Called when the pointer comes up: the drawn box, or null when it was too small to be an area. */
  onDrawEnd: (box: PixelBox | null) => void;
}

function pointOf(event: ReactPointerEvent<HTMLDivElement>): { x: number; y: number } {
  const rect = event.currentTarget.getBoundingClientRect();
  return { x: event.clientX - rect.left, y: event.clientY - rect.top };
}

/** A crosshair layer over the map that draws a dashed box while the pointer drags (the "Draw area" mode). */
export function MapDrawLayer({ onDrawEnd }: MapDrawLayerProps) {
  const [dragBox, setDragBox] = useState<PixelBox | null>(null);

  function handlePointerUp(): void {
    setDragBox(null);
    const isArea =
      dragBox !== null &&
      Math.abs(dragBox.x1 - dragBox.x0) >= MIN_BOX_PIXELS &&
      Math.abs(dragBox.y1 - dragBox.y0) >= MIN_BOX_PIXELS;
    onDrawEnd(isArea ? dragBox : null);
  }

  return (
    <Box
      data-testid="map-draw-layer"
      aria-hidden="true"
      sx={{ position: 'absolute', inset: 0, cursor: 'crosshair', zIndex: 2, touchAction: 'none' }}
      onPointerDown={(event) => {
        event.currentTarget.setPointerCapture(event.pointerId);
        const point = pointOf(event);
        setDragBox({ x0: point.x, y0: point.y, x1: point.x, y1: point.y });
      }}
      onPointerMove={(event) => {
        if (dragBox !== null) {
          const point = pointOf(event);
          setDragBox({ ...dragBox, x1: point.x, y1: point.y });
        }
      }}
      onPointerUp={handlePointerUp}
    >
      {dragBox !== null && (
        <Box
          sx={{
            position: 'absolute',
            left: Math.min(dragBox.x0, dragBox.x1),
            top: Math.min(dragBox.y0, dragBox.y1),
            width: Math.abs(dragBox.x1 - dragBox.x0),
            height: Math.abs(dragBox.y1 - dragBox.y0),
            border: '2px dashed #0b5cad',
            bgcolor: 'rgba(11, 92, 173, 0.08)',
          }}
        />
      )}
    </Box>
  );
}
