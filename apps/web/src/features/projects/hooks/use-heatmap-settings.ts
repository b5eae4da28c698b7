import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { FloorPoint } from '../components/floor-stage';
import type { HeatmapSettings } from '../components/heatmap-controls';
import { HEATMAP_KINDS } from '../components/project-slots';

/**
 * A floor's heatmap settings: the type in the URL (`?heatmap=`, shareable; primary coverage by default), the
 * rest in the page, and the point the inspect tool looks at (cleared when the tool is switched off).
 */
export function useHeatmapSettings() {
  const [params, setParams] = useSearchParams();
  const rawType = params.get('heatmap');
  const type = HEATMAP_KINDS.find((kind) => kind === rawType) ?? 'primary-coverage';
  const [local, setLocal] = useState<Omit<HeatmapSettings, 'type'>>({
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
    const { type: nextType, ...rest } = changes;
    if (nextType !== undefined) {
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          if (nextType === 'primary-coverage') {
            next.delete('heatmap');
          } else {
            next.set('heatmap', nextType);
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

  const settings: HeatmapSettings = { ...local, type };
  return { settings, inspected, setInspected, handleSettings, inspectAt };
}
