import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { FloorPoint } from '../components/floor-stage';
import type { HeatmapCompare, HeatmapSettings } from '../components/heatmap-controls';
import { HEATMAP_KINDS } from '../components/project-slots';

const PREDICTIONS = ['off', 'one-floor', 'multi-floor'] as const;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

function dateParam(value: string | null): string | null {
  return value !== null && DATE.test(value) ? value : null;
}

/** The URL's names of what is shared: type, prediction and the difference's baseline. */
type UrlValue = 'heatmap' | 'prediction' | 'compare' | 'compareFrom' | 'compareTo';

/** The URL values a change of settings sets (a string) or removes (null). */
function urlValuesOf(changes: Partial<HeatmapSettings>): Partial<Record<UrlValue, string | null>> {
  const values: Partial<Record<UrlValue, string | null>> = {};
  if (changes.type !== undefined) {
    values.heatmap = changes.type === 'primary-coverage' ? null : changes.type;
  }
  if (changes.prediction !== undefined) {
    values.prediction = changes.prediction;
  }
  if (changes.compare !== undefined) {
    const isDates = changes.compare.kind === 'dates';
    values.compare = isDates ? 'dates' : null;
    values.compareFrom = changes.compare.kind === 'dates' ? changes.compare.startDate : null;
    values.compareTo = changes.compare.kind === 'dates' ? changes.compare.endDate : null;
  }
  return values;
}

/**
 * A floor's heatmap settings: what is worth sharing in the URL (the type, `?heatmap=`, primary coverage by default;
 * the prediction, `?prediction=`; a difference's baseline, `?compare=dates&compareFrom=&compareTo=`, the prediction
 * by default), the rest in the page, and the point the inspect tool looks at (cleared when the tool is switched off).
 */
export function useHeatmapSettings() {
  const [params, setParams] = useSearchParams();
  const rawType = params.get('heatmap');
  const type = HEATMAP_KINDS.find((kind) => kind === rawType) ?? 'primary-coverage';
  const rawPrediction = params.get('prediction');
  const prediction = PREDICTIONS.find((value) => value === rawPrediction) ?? null;
  const compare: HeatmapCompare =
    params.get('compare') === 'dates'
      ? {
          kind: 'dates',
          startDate: dateParam(params.get('compareFrom')),
          endDate: dateParam(params.get('compareTo')),
        }
      : { kind: 'prediction' };
  const [local, setLocal] = useState<Omit<HeatmapSettings, 'type' | 'prediction' | 'compare'>>({
    mode: 'smooth',
    opacity: 0.7,
    visualizationHeightMeters: 1,
    showApNames: true,
    showAreas: true,
    showAttenuationAreas: true,
    isInspecting: false,
  });
  const [inspected, setInspected] = useState<FloorPoint | null>(null);

  function handleSettings(changes: Partial<HeatmapSettings>): void {
    const { type: _type, prediction: _prediction, compare: _compare, ...rest } = changes;
    const values = Object.entries(urlValuesOf(changes));
    if (values.length > 0) {
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          for (const [name, value] of values) {
            if (value === null || value === undefined) {
              next.delete(name);
            } else {
              next.set(name, value);
            }
          }
          return next;
        },
        { replace: true },
      );
    }
    if (rest.isInspecting === false) {
      setInspected(null);
    }
    setLocal({ ...local, ...rest });
  }

  /** Switches the inspect tool on at a point (an access point's menu). */
  function inspectAt(point: FloorPoint): void {
    setLocal({ ...local, isInspecting: true });
    setInspected(point);
  }

  const settings: HeatmapSettings = { ...local, type, prediction, compare };
  return { settings, inspected, setInspected, handleSettings, inspectAt };
}
