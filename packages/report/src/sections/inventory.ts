import type { SectionWriter } from './section-context';

/** The access point inventory: one row per AP with floor, model, radios, channels and mounting. */
export const writeAccessPoints: SectionWriter = ({ data, t, format }) => {
  const blocks: ReturnType<SectionWriter> = [{ kind: 'heading', level: 1, text: t('accessPoints.title') }];
  if (data.accessPoints.length === 0) {
    return [...blocks, { kind: 'paragraph', text: t('accessPoints.none') }];
  }
  return [
    ...blocks,
    { kind: 'paragraph', text: t('accessPoints.total', { count: format.integer(data.accessPoints.length) }) },
    {
      kind: 'table',
      columns: [
        { header: t('accessPoints.name'), weight: 2 },
        { header: t('accessPoints.vendor') },
        { header: t('accessPoints.model') },
        { header: t('accessPoints.radios'), weight: 0.7, align: 'right' },
        { header: t('accessPoints.channelAndPower'), weight: 1.6 },
        { header: t('accessPoints.height'), align: 'right' },
        { header: t('accessPoints.mounting') },
      ],
      rows: data.accessPoints.map((ap) => [
        { text: ap.name },
        { text: ap.vendor ?? '' },
        { text: ap.model ?? '' },
        { text: format.integer(ap.radioCount) },
        { text: ap.channelAndPower },
        { text: ap.heightMeters === null ? '' : format.length(ap.heightMeters) },
        { text: ap.mounting ?? '' },
      ]),
    },
  ];
};

/** The survey events: one row per survey with day, floor, surveyor, duration, distance and APs heard. */
export const writeSurveyEvents: SectionWriter = ({ data, t, format }) => {
  const blocks: ReturnType<SectionWriter> = [{ kind: 'heading', level: 1, text: t('surveys.title') }];
  if (data.surveys.length === 0) {
    return [...blocks, { kind: 'paragraph', text: t('surveys.none') }];
  }
  return [
    ...blocks,
    {
      kind: 'table',
      columns: [
        { header: t('surveys.name'), weight: 1.8 },
        { header: t('surveys.date') },
        { header: t('surveys.floor'), weight: 1.6 },
        { header: t('surveys.createdBy'), weight: 1.4 },
        { header: t('surveys.duration'), align: 'right' },
        { header: t('surveys.distance'), align: 'right' },
        { header: t('surveys.aps'), align: 'right' },
      ],
      rows: data.surveys.map((survey) => [
        { text: survey.name },
        { text: survey.date === null ? '' : format.date(survey.date) },
        { text: survey.floorName },
        { text: survey.createdBy ?? '' },
        { text: format.duration(survey.durationSeconds) },
        { text: survey.distanceMeters === null ? '' : format.length(survey.distanceMeters) },
        { text: format.integer(survey.discoveredAps) },
      ]),
    },
  ];
};
