import { useMemo, useState } from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import type { FrequencyBand } from '@airlens/domain';
import type { CellGrid } from '@airlens/heatmap';
import type { DesignCollections } from '../model/design-view';
import { requiredSignalPerCell } from '../model/live-requirements';

export const GREY_OUT_LABEL = 'Grey out where the requirement is missed';

/** What the live heatmap's grey-out needs: the floor being edited and its live grid. */
export interface GreyOutScene {
  design: DesignCollections;
  floorId: string;
  metersPerUnit: number;
  grid: CellGrid;
  band: FrequencyBand;
}

/**
 * The live heatmap's grey-out, on by default as on the floor page: whether it is on, and per cell the signal
 * strength the requirement asks for there (recomputed only when the floor's areas, requirements or grid change).
 */
export function useLiveGreyOut(scene: GreyOutScene | null) {
  const [isOn, setIsOn] = useState(true);
  const { design, floorId, metersPerUnit, grid, band } = scene ?? {};
  const requiredDbm = useMemo(
    () =>
      design === undefined || floorId === undefined || metersPerUnit === undefined || grid === undefined
        ? null
        : requiredSignalPerCell(design, floorId, metersPerUnit, grid, band ?? 'FIVE'),
    [design, floorId, metersPerUnit, grid, band],
  );
  return { isOn, setIsOn, requiredDbm: isOn ? requiredDbm : null };
}

/** The switch over the plan that turns the live heatmap's grey-out on and off. */
export function LiveGreyOutSwitch({ isOn, onChange }: { isOn: boolean; onChange: (isOn: boolean) => void }) {
  return (
    <FormControlLabel
      control={<Switch checked={isOn} onChange={(event) => onChange(event.target.checked)} />}
      label={GREY_OUT_LABEL}
    />
  );
}
