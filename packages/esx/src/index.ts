/**
 * @airlens/esx — reads and writes Ekahau `.esx` projects (zip + JSON + binary Wi-Fi tracks) with hard
 * limits, and generates realistic synthetic projects. Bytes in, bytes out: no file or network I/O.
 */
export { EsxError, isEsxError } from './errors.ts';
export type { EsxErrorCode } from './errors.ts';
export { DEFAULT_ESX_LIMITS, resolveLimits } from './limits.ts';
export type { EsxLimits } from './limits.ts';
export { readEsx, readEsxStream, collectionOfMember, SINGLETON_COLLECTIONS } from './read.ts';
export { openEsx } from './archive.ts';
export type { EsxArchive } from './archive.ts';
export type { EsxCodec } from './zip-inflate.ts';
export { writeEsx, writeEsxChunks, esxMembers } from './write.ts';
export type { EsxWriteOptions } from './write.ts';
export { buildProject, surveysByFloor } from './project.ts';
export { createTrackDecodeScratch, decodeWifiTrack, encodeWifiTrack, WifiTrackWriter } from './track.ts';
export type { EsxScanTable, TrackDecodeScratch } from './track.ts';
export { sniffImage } from './image-sniff.ts';
export type { EsxImageKind, SniffedImage } from './image-sniff.ts';
export { ESX_BANDS, bandOfFrequency, channelOfFrequency, frequencyOfChannel } from './channels.ts';
export type { EsxBand } from './channels.ts';
export { loadSurveyTracks, positionScans, trackMemberName } from './views-survey.ts';
export { normalizeBssid } from './views-radio.ts';
export type { JsonObject, JsonValue } from './json.ts';
export { generateProject } from './generate/generate.ts';
export type { GenerateOptions } from './generate/generate.ts';
export type {
  EsxAccessPoint,
  EsxAntenna,
  EsxAntennaPlane,
  EsxArea,
  EsxBandLoss,
  EsxChannelInfo,
  EsxEntity,
  EsxFloorPlan,
  EsxImage,
  EsxMeasuredRadio,
  EsxMeasurement,
  EsxNoiseFloor,
  EsxProject,
  EsxProjectMeta,
  EsxRequirement,
  EsxRequirementCriterion,
  EsxRoutePoint,
  EsxSimulatedRadio,
  EsxSurvey,
  EsxWall,
  EsxWallType,
  EsxWifiTrack,
  PlanPoint,
} from './model.ts';
export { convertControllerArchive, writeControllerArchive } from './catalyst/convert.ts';
export type { ConvertControllerArchiveOptions, ConvertedControllerArchive } from './catalyst/convert.ts';
export { ControllerArchiveError, isControllerArchiveError } from './catalyst/errors.ts';
export type { ControllerArchiveErrorCode } from './catalyst/errors.ts';
export { DEFAULT_CONTROLLER_ARCHIVE_LIMITS } from './catalyst/limits.ts';
export type { ControllerArchiveLimits } from './catalyst/limits.ts';
export { CISCO_OBSTACLE_TYPES } from './catalyst/obstacles.ts';
export type { CatalystMaps } from './catalyst/model.ts';
