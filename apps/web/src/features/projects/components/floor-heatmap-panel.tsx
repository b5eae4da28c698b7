import type { ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { FREQUENCY_BAND_LABELS, isDesignProject } from '@airlens/domain';
import type { FrequencyBand } from '@airlens/domain';
import type { BatchAccessPoint, InsightsFloorPlan as FloorPlan } from '@airlens/contract';
import type { ContextMenuTriggerProps } from '@/components/use-context-menu';
import { AccessPointMarkers } from './access-point-markers';
import type { AttenuationArea } from '../api/get-attenuation-areas';
import { AreaOutlines } from './area-outlines';
import { AttenuationAreaLayer } from './attenuation-area-layer';
import type { FloorArea } from './area-outlines';
import { FloorStage } from './floor-stage';
import type { FloorPoint, FloorStageProps } from './floor-stage';

export interface FloorHeatmapPanelProps {
  floor: FloorPlan;
  projectType: string;
  band: FrequencyBand;
  image: { data: string | null | undefined; error: Error | null };
  /** The heatmap layer (the slot's drawing), or nothing when the floor cannot have one. */
  heatmap: ReactNode;
  /** A layer over the AP markers (the controller's live status marks), in the plan's units; none without one. */
  overlay?: ReactNode;
  accessPoints: readonly BatchAccessPoint[];
  /** Coverage areas outlined over the heatmap (none when switched off). */
  areas: readonly FloorArea[];
  /** Attenuation areas drawn over the heatmap (none when switched off). */
  attenuationAreas?: readonly AttenuationArea[];
  showApNames: boolean;
  /** Where directional APs' antennas point (a wedge at their marker); absent while loading. */
  apDirections?: ReadonlyMap<string, number>;
  /** What the radio filter keeps, for the title ('SSID corp · 3 of 14 APs'); null without a filter. */
  radioFilterText: string | null;
  apMenuFor: (ap: BatchAccessPoint) => ContextMenuTriggerProps;
  apMenu: ReactNode;
  isInspecting: boolean;
  inspected: FloorPoint | null;
  samplePoints: FloorStageProps['samplePoints'];
  onInspect: (point: FloorPoint) => void;
}

/** The floor's heatmap section: title, the plan with its heatmap and AP markers, and the floor's size. */
export function FloorHeatmapPanel(props: FloorHeatmapPanelProps) {
  const { floor } = props;
  const size = { widthUnits: floor.width, heightUnits: floor.height };
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={`${floor.name} heatmap`}
      // On a phone the plan takes nearly the whole width (the padding goes to 4 px).
      sx={{ p: { xs: 0.5, sm: 1.5 }, minWidth: 0 }}
    >
      <Typography variant="body2" component="p" sx={{ fontWeight: 600, mb: 0.5 }}>
        {`${floor.name} · ${FREQUENCY_BAND_LABELS[props.band]} GHz${isDesignProject(props.projectType) ? ' · predicted' : ''}${props.radioFilterText === null ? '' : ` · ${props.radioFilterText}`}`}
      </Typography>
      <FloorStage
        floorName={floor.name}
        size={size}
        imageUrl={props.image.data ?? null}
        imageError={
          props.image.error?.message ?? (props.image.data === null ? 'This floor has no plan image.' : null)
        }
        layers={(pixelsPerUnit) => (
          <>
            {props.heatmap}
            <AttenuationAreaLayer
              areas={props.attenuationAreas ?? []}
              size={size}
              pixelsPerUnit={pixelsPerUnit}
            />
            <AreaOutlines areas={props.areas} size={size} pixelsPerUnit={pixelsPerUnit} />
            <AccessPointMarkers
              accessPoints={props.accessPoints}
              size={size}
              showNames={props.showApNames}
              pixelsPerUnit={pixelsPerUnit}
              menuFor={props.apMenuFor}
              {...(props.apDirections === undefined ? {} : { directions: props.apDirections })}
            />
            {props.overlay}
          </>
        )}
        isInspecting={props.isInspecting}
        inspectedPoint={props.inspected}
        samplePoints={props.samplePoints}
        onInspect={props.onInspect}
      />
      {props.apMenu}
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
        {`${props.accessPoints.length} access points on this floor`}
        {floor.metersPerUnit === null
          ? ''
          : ` · ${(floor.width * floor.metersPerUnit).toFixed(0)} m × ${(floor.height * floor.metersPerUnit).toFixed(0)} m`}
      </Typography>
    </Paper>
  );
}
