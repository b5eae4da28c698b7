// The world of the integration's API tests: a generated project with a serial tag, and a fake Meraki dashboard
// whose devices match its APs in every way matching knows (name, serial tag, BSSID, an ambiguous name).
import { Writable } from 'node:stream';
import { randomUUID } from 'node:crypto';
import { generateProject, type EsxProject } from '@airlens/esx';
import pino from 'pino';
import type { FakeDevice, FakeMerakiState } from './fake-meraki.test-helpers';

export const API_KEY = 'f4k3-m3r4k1-k3y-6c1e0b9a2d7e44f1a0b3';
export const ORG = { id: '549236', name: 'Contoso Meraki' };
export const NETWORK_ID = 'L_646829496481105433';
export const CONTROLLER_FLOOR_ID = 'g_1234567890';

/** A logger writing every line (trace and up) into `lines`, for the test that greps logs for the key. */
export function capturingLogger() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      lines.push(chunk.toString('utf8'));
      callback();
    },
  });
  return { logger: pino({ level: 'trace' }, stream), lines };
}

/** The generated one-floor hybrid project; AP-1A-02 carries a "Serial" tag naming device Q2AA-0002. */
export function buildIntegrationProject(): EsxProject {
  const project = generateProject({
    floors: 1,
    aps: 4,
    kind: 'hybrid',
    surveys: 1,
    scansPerSurvey: 20,
    maxImagePixels: 300,
    seed: 5,
  });
  const tagKeyId = randomUUID();
  project.collections.set('tagKeys', [{ id: tagKeyId, key: 'Serial', status: 'CREATED' }]);
  const tagged = (project.collections.get('accessPoints') ?? []).find((ap) => ap.name === 'AP-1A-02');
  if (tagged === undefined) {
    throw new Error('the generated project has no AP-1A-02');
  }
  tagged.tags = [{ tagKeyId, value: 'q2aa-0002' }];
  return project;
}

function device(
  serial: string,
  name: string,
  extra: Partial<FakeDevice> = {},
): FakeDevice & { networkId: string } {
  return {
    serial,
    name,
    mac: `e0:55:3d:00:00:${serial.slice(-2)}`,
    model: 'MR46',
    tags: [],
    lat: 37.418095,
    lng: -122.098531,
    floorPlanId: null,
    online: true,
    clients: 3,
    bssids: [{ band: '5 GHz', bssid: `e2:55:3d:00:01:${serial.slice(-2)}` }],
    radio: {
      twoFourGhzSettings: { channel: 1, targetPower: 15 },
      fiveGhzSettings: { channel: 36, channelWidth: 20, targetPower: 14 },
    },
    utilization: 22.5,
    networkId: NETWORK_ID,
    ...extra,
  };
}

/** The dashboard: 3 organisations (paged 2 a page), one wireless network with a geo-referenced floor plan. */
export function buildMerakiState(): FakeMerakiState {
  const devices = [
    // Matched by its unique name.
    device('Q2AA-0001', 'AP-1A-01'),
    // Matched by the project AP's serial tag; its GET returns no channelWidth, so a push must not send one.
    device('Q2AA-0002', 'lobby-ap', {
      radio: {
        twoFourGhzSettings: { channel: 6, targetPower: 12 },
        fiveGhzSettings: { channel: 40, targetPower: 12 },
      },
    }),
    // Two devices of one name: AMBIGUOUS.
    device('Q2AA-0003', 'AP-1A-03'),
    device('Q2AA-0033', 'AP-1A-03', { online: false }),
    // Matched by a BSSID the survey measured; up with an alert (live status 'alerting').
    device('Q2AA-0036', 'office-36c0', {
      alerting: true,
      bssids: [
        { band: '2.4 GHz', bssid: '2c:c5:d3:df:36:c1' },
        { band: '5 GHz', bssid: '2c:c5:d3:df:36:c0' },
      ],
    }),
  ];
  return {
    organizations: [ORG, { id: '549237', name: 'Second' }, { id: '549238', name: 'Third' }],
    networks: new Map([
      [NETWORK_ID, { id: NETWORK_ID, name: 'HQ Wireless', organizationId: ORG.id }],
      ['L_2', { id: 'L_2', name: 'Branch', organizationId: ORG.id }],
      ['L_3', { id: 'L_3', name: 'Warehouse', organizationId: ORG.id }],
    ]),
    floorPlans: new Map([
      [
        NETWORK_ID,
        [
          {
            floorPlanId: CONTROLLER_FLOOR_ID,
            name: 'HQ Ground',
            width: 45,
            height: 30,
            topLeftCorner: { lat: 37.42, lng: -122.1 },
            topRightCorner: { lat: 37.42, lng: -122.0995 },
            bottomLeftCorner: { lat: 37.4197, lng: -122.1 },
            bottomRightCorner: { lat: 37.4197, lng: -122.0995 },
          },
        ],
      ],
    ]),
    devices: new Map(devices.map((entry) => [entry.serial, entry])),
  };
}
