import type { ReactNode } from 'react';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import { isDesignProject, type FrequencyBand } from '@airlens/domain';
import type { InsightsProject as Project } from '@airlens/contract';
import { bandChoices } from '@/components/band-choices';
import { ChoiceToggle } from '@/components/choice-toggle';
import { useConfig } from '@/lib/config';
import type { DeviceProfileChoice } from '../hooks/use-device-profile';
import type { FloorDimension } from '../hooks/use-floor-dimension';
import type { useFloorRadios } from '../hooks/use-floor-radios';
import { DeviceProfileSelect } from './device-profile-select';
import { defaultPrediction } from './floor-heatmap-slot';
import { HeatmapControls, type HeatmapSettings } from './heatmap-controls';
import { PlanningHeatmapControls } from './planning-heatmap-controls';
import { RadioFilterControls } from './radio-filter-controls';
import type { ProjectSlots } from './project-slots';

export interface FloorToolbarProps {
  project: Project;
  floorSelector: ReactNode;
  slots: ProjectSlots;
  dimension: FloorDimension;
  onDimension: (next: FloorDimension) => void;
  isScaled: boolean;
  canLoad: boolean;
  band: FrequencyBand;
  deviceProfile: DeviceProfileChoice;
  settings: HeatmapSettings;
  onSettings: (changes: Partial<HeatmapSettings>) => void;
  radios: ReturnType<typeof useFloorRadios>;
}

/** The floor view's controls: floor, 2D/3D, view/edit, "View as", the heatmap's settings and the radio filter. */
export function FloorToolbar(props: FloorToolbarProps) {
  const { project, slots, radios } = props;
  const config = useConfig();
  const isDesign = isDesignProject(project.projectType);
  return (
    <Paper
      variant="outlined"
      sx={{ p: 1.5, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}
    >
      {props.floorSelector}
      {slots.renderBuilding3d !== undefined && (
        <ChoiceToggle
          label="Floor view"
          choices={[
            { value: '2d', label: '2D', ariaLabel: 'Floor plan (2D)' },
            { value: '3d', label: '3D', ariaLabel: 'Building in 3D' },
          ]}
          value={props.dimension}
          onChange={props.onDimension}
        />
      )}
      {isDesign && props.canLoad && slots.renderEditModeToggle?.({ id: project.id })}
      {!props.isScaled && <Chip label="Not scaled" color="warning" size="small" variant="outlined" />}
      <DeviceProfileSelect
        choice={props.deviceProfile}
        band={props.band}
        bands={bandChoices(config.featureFlags.sixGhz).map((choice) => choice.value)}
      />
      <HeatmapControls settings={props.settings} onChange={props.onSettings} />
      <PlanningHeatmapControls
        settings={props.settings}
        defaultPrediction={defaultPrediction(project)}
        onChange={props.onSettings}
      />
      <RadioFilterControls
        index={radios.index}
        accessPoints={radios.floorAccessPoints}
        choice={radios.choice}
        onChange={radios.setChoice}
        showSsid={radios.isSsidFilterOn}
      />
    </Paper>
  );
}
