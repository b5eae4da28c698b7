import { useEffect, useRef } from 'react';
import { defaultLegend, quantize, renderBinsToRgba } from '@airlens/heatmap';
import type { PredictionAnswer } from '../engine/prediction-session';

export interface LiveHeatmapLayerProps {
  answer: PredictionAnswer;
  cellMeters: number;
  widthMeters: number;
  heightMeters: number;
  opacity?: number;
}

const LEGEND = defaultLegend('primary-coverage');

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
}: LiveHeatmapLayerProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    const context = canvasRef.current?.getContext('2d') ?? null;
    if (context === null || answer.cols === 0 || answer.rows === 0) {
      return;
    }
    const image = context.createImageData(answer.cols, answer.rows);
    image.data.set(renderBinsToRgba(quantize(answer.values, LEGEND.thresholds, null), LEGEND));
    context.putImageData(image, 0, 0);
  }, [answer]);

  return (
    <canvas
      ref={canvasRef}
      data-testid="live-heatmap"
      role="img"
      aria-label="Predicted primary coverage, updated as you edit"
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
