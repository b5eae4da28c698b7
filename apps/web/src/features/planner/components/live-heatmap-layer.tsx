import { useEffect, useRef } from 'react';
import { defaultLegend, quantize, renderBinsToRgba } from '@airlens/heatmap';
import type { PredictionAnswer } from '../engine/prediction-session';

export interface LiveHeatmapLayerProps {
  answer: PredictionAnswer;
  cellMeters: number;
  widthMeters: number;
  heightMeters: number;
  opacity?: number;
  /**
   * Per cell, the signal strength the requirement asks for there: cells predicted below it are grey, as on the
   * floor page's heatmap. Null paints every cell in its legend colour.
   */
  requiredDbm?: Float32Array | null;
}

const LEGEND = defaultLegend('primary-coverage');

/** How far each cell's predicted signal lies above what its requirement asks (negative: it misses). */
function marginOf(values: Float32Array, requiredDbm: Float32Array): Float32Array | null {
  // A grid that no longer matches (the floor was rescaled, the answer is from before) is painted without grey.
  if (requiredDbm.length !== values.length) {
    return null;
  }
  return values.map((value, cell) => value - (requiredDbm[cell] ?? 0));
}

/**
 * The live primary-coverage heatmap: one canvas pixel per cell in the legend's colours, stretched over the cells'
 * extent of the plan (the grid may reach a little past its right and bottom edges). Repaints on every answer.
 */
export function LiveHeatmapLayer({
  answer,
  cellMeters,
  widthMeters,
  heightMeters,
  opacity = 0.65,
  requiredDbm = null,
}: LiveHeatmapLayerProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    const context = canvasRef.current?.getContext('2d') ?? null;
    if (context === null || answer.cols === 0 || answer.rows === 0) {
      return;
    }
    const image = context.createImageData(answer.cols, answer.rows);
    const margin = requiredDbm === null ? null : marginOf(answer.values, requiredDbm);
    image.data.set(renderBinsToRgba(quantize(answer.values, LEGEND.thresholds, margin), LEGEND));
    context.putImageData(image, 0, 0);
  }, [answer, requiredDbm]);

  return (
    <canvas
      ref={canvasRef}
      data-testid="live-heatmap"
      role="img"
      aria-label={
        requiredDbm === null
          ? 'Predicted primary coverage, updated as you edit'
          : 'Predicted primary coverage, updated as you edit; grey where it misses the requirement'
      }
      width={answer.cols}
      height={answer.rows}
      style={{
        position: 'absolute',
        left: 0,
        top: 0,
        width: `${((answer.cols * cellMeters) / widthMeters) * 100}%`,
        height: `${((answer.rows * cellMeters) / heightMeters) * 100}%`,
        imageRendering: 'pixelated',
        pointerEvents: 'none',
        opacity,
      }}
    />
  );
}
