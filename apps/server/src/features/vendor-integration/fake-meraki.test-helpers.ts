// A fake Meraki Dashboard API for tests: a real HTTP server on 127.0.0.1 that answers only the operations of
// test/meraki-api-subset.json (taken from the official SDK) and refuses anything else with 400, recording each
// refusal as a violation the tests assert to be empty. It checks the API key header, answers 429 with
// Retry-After on demand, pages listings with Link headers, and fails chosen devices' writes.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';

interface Operation {
  operationId: string;
  method: string;
  path: string;
  paginated: boolean;
  query: string[];
  arrayQuery: string[];
  body: string[];
  required?: string[];
  bodyObjects?: Record<string, string[]>;
}

// Read rather than imported, so the browser tests (Node's own ESM loader, which wants import attributes for
// JSON) can start this fake too.
const OPERATIONS = (
  JSON.parse(readFileSync(new URL('./test/meraki-api-subset.json', import.meta.url), 'utf8')) as {
    operations: Operation[];
  }
).operations;

export interface FakeDevice {
  serial: string;
  name: string;
  mac: string;
  model: string;
  tags: string[];
  lat: number;
  lng: number;
  floorPlanId: string | null;
  online: boolean;
  /** Online with an alert (the dashboard's 'alerting' status). */
  alerting?: boolean;
  clients: number;
  bssids: { band: string; bssid: string }[];
  radio: { twoFourGhzSettings: Record<string, unknown>; fiveGhzSettings: Record<string, unknown> };
  utilization: number;
}

export interface FakeMerakiState {
  organizations: { id: string; name: string }[];
  networks: Map<string, { id: string; name: string; organizationId: string }>;
  floorPlans: Map<string, Record<string, unknown>[]>;
  devices: Map<string, FakeDevice & { networkId: string }>;
}

export interface FakeMeraki {
  /** The base URL, like https://api.meraki.com/api/v1. */
  baseUrl: string;
  state: FakeMerakiState;
  /** Requests outside the committed schema subset or without the key: each a test failure. */
  violations: string[];
  /** Every request as `METHOD /path?query` (after /api/v1). */
  requests: string[];
  /** Bodies of the PUTs, by path. */
  puts: { path: string; body: Record<string, unknown> }[];
  /** Bodies of the floor plans created (createNetworkFloorPlan), by network. */
  createdFloorPlans: { networkId: string; body: Record<string, unknown> }[];
  /** Answers the next `count` requests (matching `pathPart` when given) with 429 and this Retry-After. */
  rateLimitNext(count: number, retryAfterSeconds: number, pathPart?: string): void;
  /** Fails every PUT to this device with 400 and the dashboard's error shape. */
  failDevice(serial: string): void;
  close(): Promise<void>;
}

const PAGE_SIZE = 2;

function match(template: string, path: string): Record<string, string> | null {
  const names: string[] = [];
  const pattern = template.replace(/\{([A-Za-z]+)\}/g, (_all, name: string) => {
    names.push(name);
    return '([^/]+)';
  });
  const found = new RegExp(`^${pattern}$`).exec(path);
  if (found === null) {
    return null;
  }
  return Object.fromEntries(names.map((name, i) => [name, decodeURIComponent(found[i + 1] ?? '')]));
}

function send(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  res.writeHead(status, { 'Content-Type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) {
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** The problems of a request against its operation's parameters (empty when it conforms). */
function validate(
  operation: Operation,
  query: URLSearchParams,
  body: Record<string, unknown> | null,
): string[] {
  const problems: string[] = [];
  const allowed = new Set([...operation.query, ...operation.arrayQuery.map((name) => `${name}[]`)]);
  for (const name of new Set(query.keys())) {
    if (!allowed.has(name)) {
      problems.push(`${operation.operationId}: unknown query parameter ${name}`);
    }
  }
  if (operation.method === 'PUT' || operation.method === 'POST') {
    if (body === null) {
      problems.push(`${operation.operationId}: no JSON body`);
      return problems;
    }
    for (const name of operation.required ?? []) {
      if (body[name] === undefined) {
        problems.push(`${operation.operationId}: missing body parameter ${name}`);
      }
    }
    for (const [name, value] of Object.entries(body)) {
      if (!operation.body.includes(name)) {
        problems.push(`${operation.operationId}: unknown body parameter ${name}`);
        continue;
      }
      const fields = operation.bodyObjects?.[name];
      if (fields !== undefined && typeof value === 'object' && value !== null) {
        for (const field of Object.keys(value)) {
          if (!fields.includes(field)) {
            problems.push(`${operation.operationId}: unknown field ${name}.${field}`);
          }
        }
      }
    }
  }
  return problems;
}

/** Starts a fake dashboard that accepts `apiKey` and holds `state`. */
export async function startFakeMeraki(apiKey: string, state: FakeMerakiState): Promise<FakeMeraki> {
  const violations: string[] = [];
  const requests: string[] = [];
  const puts: { path: string; body: Record<string, unknown> }[] = [];
  const failing = new Set<string>();
  const createdFloorPlans: { networkId: string; body: Record<string, unknown> }[] = [];
  const limits: { count: number; seconds: number; pathPart: string | undefined }[] = [];
  let baseUrl = '';

  function page<T>(res: ServerResponse, url: URL, items: T[], key: (item: T) => string): void {
    const after = url.searchParams.get('startingAfter');
    const start = after === null ? 0 : items.findIndex((item) => key(item) === after) + 1;
    const slice = items.slice(start, start + PAGE_SIZE);
    const last = slice.at(-1);
    const headers: Record<string, string> = {};
    if (start + PAGE_SIZE < items.length && last !== undefined) {
      const next = new URL(url.toString());
      next.searchParams.set('startingAfter', key(last));
      headers.Link = `<${baseUrl}${next.pathname.replace(/^\/api\/v1/, '')}${next.search}>; rel=next`;
    }
    send(res, 200, slice, headers);
  }

  /** createNetworkFloorPlan as the dashboard does it: a PNG/GIF/JPG and 'center' or two adjacent corners. */
  function createFloorPlan(networkId: string, body: Record<string, unknown>, res: ServerResponse): void {
    const image = Buffer.from(String(body.imageContents), 'base64');
    const isImage =
      image.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) ||
      image.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff])) ||
      image.subarray(0, 4).toString('latin1') === 'GIF8';
    const corner = (name: string) => body[name] as { lat: number; lng: number } | undefined;
    const [tl, bl, br] = [corner('topLeftCorner'), corner('bottomLeftCorner'), corner('bottomRightCorner')];
    const placed =
      corner('center') !== undefined || (bl !== undefined && (tl !== undefined || br !== undefined));
    if (!isImage || !placed || !state.networks.has(networkId)) {
      const problem = !isImage ? 'imageContents is not a PNG, GIF or JPG' : 'center or two corners needed';
      violations.push(`createNetworkFloorPlan: ${problem}`);
      send(res, 400, { errors: [problem] });
      return;
    }
    const plans = state.floorPlans.get(networkId) ?? [];
    const plan: Record<string, unknown> = {
      floorPlanId: `g_${String(9000 + plans.length)}`,
      name: body.name,
      topLeftCorner: tl,
      bottomLeftCorner: bl,
      bottomRightCorner: br,
      ...(tl !== undefined && bl !== undefined && br !== undefined
        ? { topRightCorner: { lat: tl.lat + br.lat - bl.lat, lng: tl.lng + br.lng - bl.lng } }
        : {}),
    };
    plans.push(plan);
    state.floorPlans.set(networkId, plans);
    createdFloorPlans.push({ networkId, body });
    send(res, 201, plan);
  }

  function answer(
    operation: Operation,
    params: Record<string, string>,
    url: URL,
    res: ServerResponse,
    body: Record<string, unknown> | null,
  ) {
    const devicesOf = (networkIds: string[]) =>
      [...state.devices.values()].filter(
        (device) => networkIds.length === 0 || networkIds.includes(device.networkId),
      );
    const device = params.serial === undefined ? undefined : state.devices.get(params.serial);
    if (params.serial !== undefined && device === undefined) {
      send(res, 404, { errors: ['Device not found'] });
      return;
    }
    switch (operation.operationId) {
      case 'getOrganizations':
        return page(res, url, state.organizations, (org) => org.id);
      case 'getOrganizationNetworks':
        return page(
          res,
          url,
          [...state.networks.values()].filter((network) => network.organizationId === params.organizationId),
          (network) => network.id,
        );
      case 'getOrganizationDevicesStatuses':
        return page(
          res,
          url,
          devicesOf(url.searchParams.getAll('networkIds[]')).map((d) => ({
            serial: d.serial,
            status: d.online ? (d.alerting === true ? 'alerting' : 'online') : 'offline',
          })),
          (row) => row.serial,
        );
      case 'getOrganizationWirelessDevicesChannelUtilizationByDevice':
        return page(
          res,
          url,
          devicesOf(url.searchParams.getAll('networkIds[]')).map((d) => ({
            serial: d.serial,
            byBand: [{ band: '5', total: { percentage: d.utilization } }],
          })),
          (row) => row.serial,
        );
      case 'getNetworkFloorPlans':
        return send(res, 200, state.floorPlans.get(params.networkId ?? '') ?? []);
      case 'createNetworkFloorPlan':
        return createFloorPlan(params.networkId ?? '', body ?? {}, res);
      case 'getNetworkDevices':
        return send(res, 200, devicesOf([params.networkId ?? '']).map(publicDevice));
      case 'getDevice':
        return send(res, 200, publicDevice(device as FakeDevice));
      case 'getDeviceClients':
        return send(
          res,
          200,
          Array.from({ length: device?.clients ?? 0 }, (_v, i) => ({ id: `k${i}` })),
        );
      case 'getDeviceWirelessStatus':
        return send(res, 200, { basicServiceSets: wirelessStatus(device as FakeDevice) });
      case 'getDeviceWirelessRadioSettings':
        return send(res, 200, { serial: device?.serial, rfProfileId: null, ...device?.radio });
      case 'updateDevice':
      case 'updateDeviceWirelessRadioSettings': {
        const target = device as FakeDevice;
        puts.push({ path: url.pathname.replace(/^\/api\/v1/, ''), body: body ?? {} });
        if (failing.has(target.serial)) {
          return send(res, 400, { errors: [`Device ${target.serial} refused the change`] });
        }
        if (operation.operationId === 'updateDevice') {
          Object.assign(target, body);
          return send(res, 200, publicDevice(target));
        }
        for (const key of ['twoFourGhzSettings', 'fiveGhzSettings'] as const) {
          const settings = body?.[key];
          if (typeof settings === 'object' && settings !== null) {
            target.radio[key] = { ...target.radio[key], ...settings };
          }
        }
        return send(res, 200, { serial: target.serial, ...target.radio });
      }
      default:
        return send(res, 500, { errors: ['not faked'] });
    }
  }

  const server: Server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const path = url.pathname.replace(/^\/api\/v1/, '');
      requests.push(`${req.method} ${path}${url.search}`);
      const text = await readBody(req);
      if (
        req.headers.authorization !== `Bearer ${apiKey}` ||
        req.headers['x-cisco-meraki-api-key'] !== undefined
      ) {
        if (req.headers.authorization?.startsWith('Bearer ') !== true) {
          violations.push(`${req.method} ${path}: no Authorization: Bearer header`);
        }
        send(res, 401, { errors: ['Invalid API key'] });
        return;
      }
      const limit = limits.find((entry) => entry.pathPart === undefined || path.includes(entry.pathPart));
      if (limit !== undefined) {
        limit.count -= 1;
        if (limit.count <= 0) {
          limits.splice(limits.indexOf(limit), 1);
        }
        send(
          res,
          429,
          { errors: ['API rate limit exceeded for organization'] },
          { 'Retry-After': String(limit.seconds) },
        );
        return;
      }
      let body: Record<string, unknown> | null = null;
      if (text !== '') {
        try {
          body = JSON.parse(text) as Record<string, unknown>;
        } catch {
          violations.push(`${req.method} ${path}: body is not JSON`);
        }
      }
      for (const operation of OPERATIONS) {
        const params = operation.method === req.method ? match(operation.path, path) : null;
        if (params !== null) {
          const problems = validate(operation, url.searchParams, body);
          if (problems.length > 0) {
            violations.push(...problems);
            send(res, 400, { errors: problems });
            return;
          }
          answer(operation, params, url, res, body);
          return;
        }
      }
      violations.push(`${req.method} ${path}: not an operation of the schema subset`);
      send(res, 400, { errors: ['Unknown operation'] });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1`;
  return {
    baseUrl,
    state,
    violations,
    requests,
    puts,
    createdFloorPlans,
    rateLimitNext(count, seconds, pathPart) {
      limits.push({ count, seconds, pathPart });
    },
    failDevice(serial) {
      failing.add(serial);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function publicDevice(device: FakeDevice) {
  const { serial, name, mac, model, tags, lat, lng, floorPlanId } = device;
  return { serial, name, mac, model, tags, lat, lng, floorPlanId };
}

function wirelessStatus(device: FakeDevice) {
  return device.bssids.map((bss) => {
    const settings = bss.band === '2.4 GHz' ? device.radio.twoFourGhzSettings : device.radio.fiveGhzSettings;
    const width = settings.channelWidth;
    return {
      band: bss.band,
      bssid: bss.bssid,
      channel: settings.channel ?? null,
      channelWidth:
        typeof width === 'number' || typeof width === 'string' ? `${String(width)} MHz` : '20 MHz',
      power: `${Number(settings.targetPower ?? 0)} dBm`,
    };
  });
}
