export {
  addAttenuationLossGrid,
  attenuationLossDb,
  rayCrossesHeights,
  type AttenuationArea,
} from './attenuation';
export {
  BAND_STEERING_DBM,
  DEFAULT_CAPACITY_SETTINGS,
  MAC_EFFICIENCY,
  MAC_EFFICIENCY_RTS_CTS,
  OVERLOAD_AIRTIME,
  beaconAirtime,
  computeCapacity,
  servingRadio,
  type AreaLoad,
  type CapacityArea,
  type CapacityItem,
  type CapacityResult,
  type CapacitySettings,
  type RadioLoad,
} from './capacity';
export {
  BUILT_IN_DEVICE_PROFILES,
  NO_DEVICE_PROFILE,
  applyDeviceOffset,
  type DeviceProfile,
} from './device-profiles';
export { pointInPolygon, polygonArea, segmentLengthInPolygon } from './geometry';
export {
  CULL_THRESHOLD_DBM,
  DEFAULT_CLIENT_HEIGHT_METERS,
  apMountHeight,
  floorElevations,
  linkBudgetDb,
  predictFloorField,
  predictPointNaive,
  type PlanningField,
  type PlanningFloor,
  type PlanningModel,
  type PlanningRadio,
  type SignalPrediction,
} from './multi-floor';
export {
  DEFAULT_NOISE_DBM,
  HEARD_DBM,
  cellsInPolygon,
  evaluateRequirement,
  isEvaluatedCriterion,
  rateTablesFor,
  type CriterionPassRate,
  type FieldRadio,
  type RequirementCriterion,
  type RequirementEvaluation,
  type SignalField,
} from './requirement-eval';
export {
  leaveOneOutConfidence,
  measuredField,
  surveyGapCells,
  surveyGapOutlines,
  type ConfidenceFigure,
  type MeasuredField,
} from './measured';
export {
  PASS_COLOR,
  apCountValues,
  bestSignalValues,
  planningLegend,
  renderValues,
  requirementLegend,
  servingAirtimeValues,
  type LegendCriterion,
  type RenderedValues,
} from './planning-heatmaps';
export { dayOfIsoDate, isOpenRange, rangeKey, surveyBetween, type SurveyDayRange } from './survey-range';
