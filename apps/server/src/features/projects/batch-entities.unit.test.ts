import { describe, expect, it } from 'vitest';
import { presentBatchEntity } from './batch-entities';

function present(collection: string, entity: Record<string, unknown>): Record<string, unknown> {
  return JSON.parse(presentBatchEntity(collection, JSON.stringify(entity))) as Record<string, unknown>;
}

describe('presentBatchEntity', () => {
  it('derives a measurement channel from the centre frequencies of an AI Pro 11.x file', () => {
    expect(
      present('accessPointMeasurements', {
        mac: 'aa:bb:cc:dd:ee:ff',
        ssid: 'Corp',
        channelByCenterFrequencyDefinedNarrowChannels: [5180, 5200],
        technologies: ['A', 'N', 'AC'],
        id: 'm1',
        status: 'CREATED',
      }),
    ).toMatchObject({ channel: [36, 40], ssid: 'Corp', technologies: ['A', 'N', 'AC'] });
  });

  it('keeps a stated channel and fills what a measurement lacks with null or an empty list', () => {
    expect(present('accessPointMeasurements', { mac: 'aa', channel: [6], id: 'm2' })).toEqual({
      mac: 'aa',
      channel: [6],
      id: 'm2',
      ssid: null,
      technologies: [],
    });
    expect(present('accessPointMeasurements', { mac: 'aa', id: 'm3' })).toMatchObject({ channel: null });
  });

  it('gives access points hidden, mine and location, radios overridingChannel, floors their image ids', () => {
    expect(present('accessPoints', { name: 'AP-1', id: 'a' })).toEqual({
      name: 'AP-1',
      id: 'a',
      hidden: false,
      mine: false,
      location: null,
    });
    expect(present('accessPoints', { hidden: true, mine: true, id: 'b' })).toMatchObject({
      hidden: true,
      mine: true,
    });
    expect(present('measuredRadios', { accessPointId: 'a', id: 'r' })).toEqual({
      accessPointId: 'a',
      id: 'r',
      accessPointMeasurementIds: [],
      overridingChannel: null,
    });
    expect(present('floorPlans', { width: 10, height: 5, imageId: 'i', id: 'f', rowId: 3 })).toEqual({
      width: 10,
      height: 5,
      imageId: 'i',
      id: 'f',
      rowId: 3,
      bitmapImageId: null,
      metersPerUnit: null,
    });
    expect(present('floorPlans', { metersPerUnit: 0, id: 'g' })).toMatchObject({ metersPerUnit: null });
  });

  it('passes complete entities and other collections through as the stored text', () => {
    const complete = '{"imageId":"i","bitmapImageId":"b","metersPerUnit":0.05,"id":"f","rowId":1}';
    expect(presentBatchEntity('floorPlans', complete)).toBe(complete);
    const survey = '{"id":"s","routePoints":[]}';
    expect(presentBatchEntity('surveys', survey)).toBe(survey);
  });
});
