import Typography from '@mui/material/Typography';
import { LOADING_TEXT } from '@airlens/domain';
import { isEmptyHeatmap } from '../api/load-heatmap';
import { useHeatmap } from '../api/use-heatmap';
import { floorHeatmapParams, type FloorHeatmapView } from './floor-heatmap-params';
import { DifferenceSummary } from './difference-summary';
import { HeatmapLegend } from './heatmap-legend';

/** The legend of a floor view's heatmap (the heatmap cache answers this second use without a request). */
export function FloorHeatmapLegend({ view }: { view: FloorHeatmapView }) {
  const heatmap = useHeatmap(floorHeatmapParams(view));
  if (heatmap.data === undefined) {
    return <Typography variant="body2">{LOADING_TEXT}</Typography>;
  }
  if (heatmap.data.legend === null || isEmptyHeatmap(heatmap.data)) {
    return <Typography variant="body2">No heatmap data for this floor and band.</Typography>;
  }
  const requirements = (heatmap.data.requirements ?? []).map((threshold) => ({
    place:
      threshold.areaId === null
        ? 'Rest of the floor'
        : view.areaNames?.[threshold.areaId] || 'An area without a name',
    value: threshold.value,
  }));
  const difference = heatmap.data.difference;
  return (
    <>
      <HeatmapLegend
        legend={heatmap.data.legend}
        showGreyOut={view.request.requirementGreyOut === true}
        requirements={requirements}
      />
      {difference !== undefined && <DifferenceSummary difference={difference} />}
      {view.viewedAs !== undefined && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {`Viewed as ${view.viewedAs}`}
        </Typography>
      )}
    </>
  );
}
