import { useHeatmap } from '../api/use-heatmap';
import { floorHeatmapParams, type FloorHeatmapView } from './floor-heatmap-params';
import { HeatmapLayer } from './heatmap-layer';

/** The heatmap of a floor view drawn over its plan, in the calling screen's data scope. */
export function FloorHeatmap({ view }: { view: FloorHeatmapView }) {
  const heatmap = useHeatmap(floorHeatmapParams(view));
  if (heatmap.data === undefined) {
    return null;
  }
  return (
    <HeatmapLayer
      heatmap={heatmap.data}
      widthPx={view.widthUnits}
      heightPx={view.heightUnits}
      opacity={view.opacity}
    />
  );
}
