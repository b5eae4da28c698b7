import type { ReactNode } from 'react';
import type { FrequencyBand } from '@airlens/domain';
import type { Kpis } from '@airlens/contract';

/** What the survey events section of a project screen shows (app/ renders it with the insights table). */
export interface ProjectSurveyEventsSlot {
  projectId: string;
  floorPlanRowId: number | null;
  startDate: string | null;
  endDate: string | null;
  projectHref: (projectId: string) => string;
  floorHref: (projectId: string, floorPlanRowId: number) => string;
}

/** What the device counts section of a project screen shows. */
export interface ProjectDeviceCountsSlot {
  projectId: string;
  projectHref: (projectId: string) => string;
}

/** The floor plan's heatmap request (docs/product-spec.md §7 parameters) and how to draw it. */
export interface FloorHeatmapSlot {
  projectId: string;
  floorId: string;
  projectVersion: number;
  /** Floor plan size in its own units (the heatmap's coordinate space). */
  widthUnits: number;
  heightUnits: number;
  request: {
    type: HeatmapKind;
    accuracy: 'very';
    requirementGreyOut: boolean;
    mode: 'smooth' | 'detailed';
    radioBand: '2.4' | '5' | '6' | 'any';
    legend: boolean;
    onlyMyAps: boolean;
    signalPrediction: SignalPrediction;
    radioIds: string[] | null;
    /** The "View as" device profile (its per-band offset applies to every signal value); absent: 0 dB. */
    deviceProfileId?: string;
    /** Difference heatmaps only: the baseline the current measured signal is compared with. */
    compareTo?: 'prediction' | { startDate: string; endDate: string };
  };
  /** 0–1. */
  opacity: number;
  /** Height above the floor the map is drawn for (predicted heatmaps). */
  visualizationHeightMeters: number;
  band: FrequencyBand;
  /** Names of the floor's coverage areas by id (the legend names where each requirement applies). */
  areaNames: Readonly<Record<string, string>>;
  /** The applied device profile in words, for the legend; absent without one. */
  viewedAs?: string;
}

/** How the heatmap predicts from the planned APs: not at all, from this floor's APs, or the building's. */
export type SignalPrediction = 'off' | 'one-floor' | 'multi-floor';

export const HEATMAP_KINDS = [
  'primary-coverage',
  'secondary-coverage',
  'snr',
  'channel-interference',
  'network-health',
  'data-rate',
  'throughput',
  'requirement',
  'capacity',
  'ap-count',
  'difference',
] as const;

export type HeatmapKind = (typeof HEATMAP_KINDS)[number];

/** A design project's predicted KPIs: the floors to predict on, the band, and how to draw the result. */
export interface PredictedKpisSlot {
  projectId: string;
  projectVersion: number;
  /** The scaled floors (a prediction needs metres). */
  floorIds: readonly string[];
  radioBand: FloorHeatmapSlot['request']['radioBand'];
  /** The "View as" device profile whose offset the predictions apply; absent: 0 dB. */
  deviceProfileId?: string;
  /** Draws the KPIs; null while they load. */
  render: (predicted: PredictedKpiSet | null) => ReactNode;
}

/** A design project's predicted KPIs: the whole project's, and each predicted floor's by floor id. */
export interface PredictedKpiSet {
  project: Kpis;
  floors: ReadonlyMap<string, Kpis>;
}

/** The 3D model of a floor's building, with the floor view's current heatmap on every floor (null: none). */
export interface Building3dSlot {
  projectId: string;
  floorId: string;
  heatmap: FloorHeatmapSlot | null;
}

/** A design's floor opened in the browser editor (edit mode, `?mode=edit`). */
export interface FloorEditorSlot {
  projectId: string;
  projectVersion: number;
  floor: { id: string; name: string; width: number; height: number; metersPerUnit: number | null };
  imageUrl: string | null;
  band: FrequencyBand;
}

/** The floor whose APs' live controller status is shown. */
export interface FloorLiveStatusSlot {
  projectId: string;
  accessPoints: readonly { id: string; name: string }[];
}

/** The same status as marks on the AP markers: a layer in the plan's units, over the markers. */
export interface FloorLiveMarkersSlot {
  projectId: string;
  size: { widthUnits: number; heightUnits: number };
  /** The shown APs with their positions in plan units. */
  accessPoints: readonly { id: string; x: number; y: number }[];
  /** The AP markers' radius in plan units (the marks sit on their edge). */
  markerRadius: number;
}

/** Sections another feature draws into the project screens; app/ composes them (a feature never imports another). */

export interface ProjectSlots {
  renderSurveyEvents?: (slot: ProjectSurveyEventsSlot) => ReactNode;
  renderDeviceCounts?: (slot: ProjectDeviceCountsSlot) => ReactNode;
  /** The heatmap drawn over the floor plan image, filling it. */
  renderHeatmap?: (slot: FloorHeatmapSlot) => ReactNode;
  /** The legend of the same heatmap. */
  renderHeatmapLegend?: (slot: FloorHeatmapSlot) => ReactNode;
  /** Extra buttons in the project header (e.g. Share), beside the way back and the optimizer. */
  renderProjectActions?: (project: { id: string; name: string }) => ReactNode;
  /** Predicted KPIs of a design project, from its predicted heatmaps. */
  renderPredictedKpis?: (slot: PredictedKpisSlot) => ReactNode;
  /** The floor's building in 3D, in place of the plan (loaded lazily). */
  renderBuilding3d?: (slot: Building3dSlot) => ReactNode;
  /** The View / Edit switch of a design's floor (shown only to those who may edit; signed-in screens only). */
  renderEditModeToggle?: (project: { id: string }) => ReactNode;
  /** The design editor in place of the floor's plan, in edit mode. */
  renderFloorEditor?: (slot: FloorEditorSlot) => ReactNode;
  /** The linked controller's live status of the floor's APs, beside the plan (signed-in screens only). */
  renderFloorLiveStatus?: (slot: FloorLiveStatusSlot) => ReactNode;
  /** The same live status as a mark on each matched AP's marker (signed-in screens only). */
  renderFloorLiveMarkers?: (slot: FloorLiveMarkersSlot) => ReactNode;
  /** The body of the project's integrations page (the controller integration). */
  renderIntegrations?: (project: { id: string; name: string }) => ReactNode;
  /** Told once a project is shown to the user (app/ remembers recently opened projects). */
  onProjectShown?: (project: { id: string; name: string }) => void;
}
