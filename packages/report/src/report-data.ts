import type {
  FrequencyBand,
  ReportLanguage,
  ReportPageSize,
  ReportSectionType,
  ReportUnitSystem,
} from '@airlens/domain';

/** A PNG with its size in pixels. */
export interface PngImage {
  png: Uint8Array;
  widthPx: number;
  heightPx: number;
}

/** KPI scores 0–100 as the insights API answers them (null: no samples), and the number of bad criteria. */
export interface KpiValues {
  rssi: number | null;
  secondaryRssi: number | null;
  snr: number | null;
  channelInterference: number | null;
  networkHealth: number | null;
  average: number | null;
  issues: number;
}

/** The KPIs of one floor on one band, with its areas'. */
export interface FloorBandKpis {
  band: FrequencyBand;
  floor: KpiValues;
  areas: { name: string; kpis: KpiValues }[];
}

/** One heatmap image of a floor: a visualisation on a band, legend and scale bar drawn in. */
export interface FloorHeatmap {
  visualization: string;
  band: FrequencyBand;
  image: PngImage;
}

/** What the report says about one floor. */
export interface ReportFloor {
  id: string;
  name: string;
  /** Null: the floor has no scale, so it gets its plan and APs and a note instead of heatmaps and KPIs. */
  metersPerUnit: number | null;
  widthMeters: number | null;
  heightMeters: number | null;
  /** The floor plan with AP positions and names drawn on it; null without a usable image. */
  plan: PngImage | null;
  heatmaps: FloorHeatmap[];
  kpis: FloorBandKpis[];
}

export interface ReportAccessPoint {
  name: string;
  vendor: string | null;
  model: string | null;
  radioCount: number;
  channelAndPower: string;
  heightMeters: number | null;
  mounting: string | null;
}

export interface ReportSurvey {
  name: string;
  /** ISO date-time of the survey's start, or null. */
  date: string | null;
  floorName: string;
  createdBy: string | null;
  durationSeconds: number;
  distanceMeters: number | null;
  discoveredAps: number;
}

/** Network health per survey day on one band, with its chart. */
export interface DailyHealthSeries {
  band: FrequencyBand;
  days: { date: string; value: number }[];
  chart: PngImage | null;
}

/** Branding of the cover and the document's colours. */
export interface ReportBranding {
  title: string | null;
  customer: string | null;
  author: string | null;
  logo: PngImage | null;
  primaryColor: string;
  accentColor: string;
}

/** How the report is laid out: which sections in which order, paper, units, language. */
export interface ReportLayout {
  sections: ReportSectionType[];
  language: ReportLanguage;
  pageSize: ReportPageSize;
  units: ReportUnitSystem;
  branding: ReportBranding;
}

/** Everything a report states, gathered by the server from the project's data. */
export interface ReportData {
  projectName: string;
  generatedAt: Date;
  /** Who asked for the report (its default author). */
  requestedBy: string;
  bands: FrequencyBand[];
  summary: { band: FrequencyBand; kpis: KpiValues }[];
  floors: ReportFloor[];
  accessPoints: ReportAccessPoint[];
  surveys: ReportSurvey[];
  dailyHealth: DailyHealthSeries[];
  /** The project version and the insights data version the numbers come from. */
  dataVersions: { projectVersion: number; insightsVersion: string | null; heatmapEngine: string };
  /** The survey-day range the KPIs cover (null: all days). */
  dateRange: { startDate: string | null; endDate: string | null };
}
