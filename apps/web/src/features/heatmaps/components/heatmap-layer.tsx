import { useEffect, useRef } from 'react';
import type { HeatmapLegend } from '@airlens/heatmap';
import Box from '@mui/material/Box';
import { isEmptyHeatmap, type Heatmap } from '../api/load-heatmap';
import { binColor, drawBins, HEATMAP_TYPE_NAMES, ringsToPath } from './heatmap-drawing';

export interface HeatmapLayerProps {
  heatmap: Heatmap;
  /** Size of the floor plan in its own pixels (the heatmap's coordinate space). */
  widthPx: number;
  heightPx: number;
  /** 0 (invisible) to 1 (opaque). */
  opacity?: number;
  /** The legend to colour with when the answer carries none (requested with `legend: false`). */
  legend?: HeatmapLegend;
}

const CONTOUR_COLOR = '#212121';

/**
 * Draws a heatmap over a floor-plan image: smooth answers as SVG paths (lowest band first, grey-out on top, the
 * requirement outline dashed), detailed answers as a canvas with one pixel per cell. Place it in a relatively
 * positioned box of the image's size; it scales with that box and never takes pointer events.
 */
export function HeatmapLayer({
  heatmap,
  widthPx,
  heightPx,
  opacity = 0.7,
  legend: legendOverride,
}: HeatmapLayerProps) {
  const legend = heatmap.legend ?? legendOverride ?? null;
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const isSmooth = heatmap.areas.length > 0;

  useEffect(() => {
    const canvas = canvasRef.current;
    if (canvas !== null && legend !== null && !isSmooth) {
      drawBins(canvas, heatmap, legend);
    }
  }, [heatmap, legend, isSmooth]);

  if (legend === null || isEmptyHeatmap(heatmap) || widthPx <= 0 || heightPx <= 0) {
    return null;
  }
  const label = `${HEATMAP_TYPE_NAMES[legend.type]} heatmap`;
  const { cols, rows, unitsPerCell, originX, originY } = heatmap.grid;
  const frame = { position: 'absolute', inset: 0, pointerEvents: 'none' } as const;

  if (isSmooth) {
    return (
      <Box sx={frame} style={{ opacity }}>
        <svg
          role="img"
          aria-label={label}
          viewBox={`0 0 ${widthPx} ${heightPx}`}
          preserveAspectRatio="none"
          width="100%"
          height="100%"
          style={{ display: 'block' }}
        >
          {heatmap.areas.map((area, index) => {
            const fill = binColor(legend, area.bin);
            return fill === null ? null : (
              <path
                key={`a${index}`}
                data-bin={area.bin}
                d={ringsToPath(heatmap.vertices, area.rings)}
                fill={fill}
                fillRule="evenodd"
              />
            );
          })}
          {heatmap.contours.map((contour, index) => (
            <path
              key={`c${index}`}
              data-contour={contour.kind}
              d={ringsToPath(heatmap.vertices, contour.rings)}
              fill="none"
              stroke={CONTOUR_COLOR}
              strokeWidth={1.5}
              strokeDasharray="6 4"
              vectorEffect="non-scaling-stroke"
            />
          ))}
        </svg>
      </Box>
    );
  }
  return (
    <Box sx={frame} style={{ opacity }}>
      <canvas
        ref={canvasRef}
        role="img"
        aria-label={label}
        width={cols}
        height={rows}
        style={{
          position: 'absolute',
          left: `${(originX / widthPx) * 100}%`,
          top: `${(originY / heightPx) * 100}%`,
          // The grid covers whole cells, so it may reach a little past the plan's right and bottom edges.
          width: `${((cols * unitsPerCell) / widthPx) * 100}%`,
          height: `${((rows * unitsPerCell) / heightPx) * 100}%`,
          imageRendering: 'pixelated',
        }}
      />
    </Box>
  );
}
