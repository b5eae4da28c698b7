import type { GuardedFetch } from '../../http/guarded-fetch';

// A client of the Cisco Meraki Dashboard API v1, only the operations test/meraki-api-subset.json lists (their
// paths and parameters are the official SDK's, meraki/dashboard-api-python). Like the SDK's session it sends
// one auth header (Authorization: Bearer), waits out Retry-After on 429, retries 5xx and network errors with
// backoff, and follows the Link header's rel=next pages. Every call is bounded in time.

/** Why a Meraki call failed: the HTTP status (null: no answer) and the dashboard's own error text. */
export class MerakiError extends Error {
  constructor(
    readonly operation: string,
    readonly status: number | null,
    detail: string,
  ) {
    super(`Meraki ${operation} failed${status === null ? '' : ` (HTTP ${status})`}: ${detail}`);
    this.name = 'MerakiError';
  }
}

export interface MerakiClientOptions {
  baseUrl: string;
  apiKey: string;
  fetch: GuardedFetch;
  /** Tries per call, the first included (the SDK's MAXIMUM_RETRIES is 5). */
  maxTries?: number;
  /** The longest wait for one attempt's answer. */
  attemptTimeoutMs?: number;
  /** The longest a call may take, waits and retries included. */
  callDeadlineMs?: number;
  /** First backoff after a 5xx or a network error; doubles per try. */
  backoffMs?: number;
  /** The longest Retry-After honoured (the SDK's NGINX_429_RETRY_WAIT_TIME is 60 s). */
  maxRetryAfterSeconds?: number;
  /** Pages followed at most for one listing. */
  maxPages?: number;
  sleep?: (ms: number) => Promise<void>;
}

export interface MerakiFloorPlan {
  floorPlanId: string;
  name: string;
  width?: number;
  height?: number;
  topLeftCorner?: { lat: number; lng: number };
  topRightCorner?: { lat: number; lng: number };
  bottomLeftCorner?: { lat: number; lng: number };
  bottomRightCorner?: { lat: number; lng: number };
}

/** createNetworkFloorPlan's body: the image as base64 and two adjacent corners (or more) placing it. */
export interface MerakiFloorPlanCreate {
  name: string;
  imageContents: string;
  topLeftCorner: { lat: number; lng: number };
  bottomLeftCorner: { lat: number; lng: number };
  bottomRightCorner: { lat: number; lng: number };
}

export interface MerakiDevice {
  serial: string;
  name?: string | null;
  mac?: string | null;
  model?: string | null;
  tags?: string[] | null;
  lat?: number | null;
  lng?: number | null;
  floorPlanId?: string | null;
}

export interface MerakiBss {
  band?: string;
  bssid?: string;
  channel?: number | null;
  channelWidth?: string | null;
  power?: string | null;
}

export type JsonObject = Record<string, unknown>;

const DEFAULTS = {
  maxTries: 4,
  attemptTimeoutMs: 20_000,
  callDeadlineMs: 120_000,
  backoffMs: 250,
  maxRetryAfterSeconds: 60,
  maxPages: 200,
};

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Seconds to wait from a Retry-After header: delta-seconds or an HTTP date; 1 when absent or unreadable. */
export function retryAfterSeconds(value: string | null, now = Date.now()): number {
  if (value === null || value.trim() === '') {
    return 1;
  }
  const seconds = Number(value);
  if (Number.isFinite(seconds)) {
    return Math.max(0, seconds);
  }
  const date = Date.parse(value);
  return Number.isNaN(date) ? 1 : Math.max(0, (date - now) / 1000);
}

/** The rel=next URL of a Link header (`<https://…>; rel=next, <…>; rel=prev`), or null. */
export function nextLinkOf(header: string | null): string | null {
  if (header === null) {
    return null;
  }
  for (const part of header.split(',')) {
    const match = /<([^>]+)>\s*;\s*rel="?next"?/i.exec(part.trim());
    if (match?.[1] !== undefined) {
      return match[1];
    }
  }
  return null;
}

/** The dashboard's error text (`{ errors: [...] }`), kept short. */
async function errorDetail(response: Response): Promise<string> {
  const text = await response.text().catch(() => '');
  try {
    const body = JSON.parse(text) as { errors?: unknown };
    if (Array.isArray(body.errors) && body.errors.length > 0) {
      return body.errors.map(String).join('; ').slice(0, 300);
    }
  } catch {
    // not JSON: the status says enough
  }
  return response.statusText || 'no details';
}

function queryString(query: Record<string, string | number | readonly string[] | undefined>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined) {
      continue;
    }
    if (Array.isArray(value)) {
      // The SDK's array_params travel as name[]=a&name[]=b.
      for (const item of value as readonly string[]) {
        params.append(`${name}[]`, item);
      }
    } else {
      params.set(name, String(value));
    }
  }
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}

/** A Meraki Dashboard API client bound to one key and base URL. */
export function createMerakiClient(options: MerakiClientOptions) {
  const settings = { ...DEFAULTS, ...options };
  const sleep = options.sleep ?? defaultSleep;
  const base = options.baseUrl.replace(/\/+$/, '');
  const origin = new URL(base).origin;

  async function send(
    operation: string,
    method: 'GET' | 'PUT' | 'POST',
    url: string,
    body?: JsonObject,
  ): Promise<Response> {
    // A next link pointing elsewhere would carry the key to another host: refused.
    if (new URL(url).origin !== origin) {
      throw new MerakiError(operation, null, 'the dashboard linked to another host');
    }
    const deadline = Date.now() + settings.callDeadlineMs;
    let lastError: MerakiError | null = null;
    for (let attempt = 1; attempt <= settings.maxTries; attempt += 1) {
      let response: Response;
      try {
        response = await settings.fetch(url, {
          method,
          headers: {
            Authorization: `Bearer ${options.apiKey}`,
            Accept: 'application/json',
            ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
          },
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
          signal: AbortSignal.timeout(
            Math.max(1, Math.min(settings.attemptTimeoutMs, deadline - Date.now())),
          ),
        });
      } catch (error) {
        lastError = new MerakiError(
          operation,
          null,
          (error as Error).name === 'TimeoutError' ? 'timed out' : 'no answer',
        );
        if (method === 'POST') {
          // A creation that got no answer may have happened: sending it again could create it twice.
          throw lastError;
        }
        await waitBefore(attempt, settings.backoffMs * 2 ** (attempt - 1), deadline);
        continue;
      }
      if (response.ok) {
        return response;
      }
      lastError = new MerakiError(operation, response.status, await errorDetail(response));
      if (response.status === 429) {
        const seconds = Math.min(
          retryAfterSeconds(response.headers.get('retry-after')),
          settings.maxRetryAfterSeconds,
        );
        await waitBefore(attempt, seconds * 1000, deadline);
      } else if (response.status >= 500 && method !== 'POST') {
        await waitBefore(attempt, settings.backoffMs * 2 ** (attempt - 1), deadline);
      } else {
        throw lastError;
      }
    }
    throw lastError ?? new MerakiError(operation, null, 'no answer');
  }

  /** Sleeps before the next try, unless this was the last try or the wait would pass the call's deadline. */
  async function waitBefore(attempt: number, ms: number, deadline: number): Promise<void> {
    if (attempt >= settings.maxTries) {
      return;
    }
    if (Date.now() + ms > deadline) {
      throw new MerakiError('call', null, 'the dashboard asked to wait longer than this call may take');
    }
    await sleep(ms);
  }

  async function getJson<T>(operation: string, path: string, query = {}): Promise<T> {
    const response = await send(operation, 'GET', `${base}${path}${queryString(query)}`);
    return (await response.json()) as T;
  }

  async function getPages<T>(operation: string, path: string, query = {}): Promise<T[]> {
    const items: T[] = [];
    let url: string | null = `${base}${path}${queryString(query)}`;
    for (let page = 0; url !== null; page += 1) {
      if (page >= settings.maxPages) {
        throw new MerakiError(operation, null, `more than ${settings.maxPages} pages`);
      }
      const response = await send(operation, 'GET', url);
      const body: unknown = await response.json();
      if (!Array.isArray(body)) {
        throw new MerakiError(operation, response.status, 'the answer is not a list');
      }
      items.push(...(body as T[]));
      url = nextLinkOf(response.headers.get('link'));
    }
    return items;
  }

  async function putJson<T>(operation: string, path: string, body: JsonObject): Promise<T> {
    const response = await send(operation, 'PUT', `${base}${path}`, body);
    return (await response.json()) as T;
  }

  async function postJson<T>(operation: string, path: string, body: JsonObject): Promise<T> {
    const response = await send(operation, 'POST', `${base}${path}`, body);
    return (await response.json()) as T;
  }

  const seg = encodeURIComponent;
  return {
    getOrganizations: () => getPages<{ id: string; name: string }>('getOrganizations', '/organizations'),
    getOrganizationNetworks: (organizationId: string) =>
      getPages<{ id: string; name: string; productTypes?: string[] }>(
        'getOrganizationNetworks',
        `/organizations/${seg(organizationId)}/networks`,
      ),
    getOrganizationDevicesStatuses: (organizationId: string, filter: { networkIds: string[] }) =>
      getPages<{ serial: string; status: string }>(
        'getOrganizationDevicesStatuses',
        `/organizations/${seg(organizationId)}/devices/statuses`,
        { networkIds: filter.networkIds, productTypes: ['wireless'] },
      ),
    getOrganizationWirelessDevicesChannelUtilizationByDevice: (
      organizationId: string,
      filter: { networkIds: string[] },
    ) =>
      getPages<{ serial: string; byBand?: { band?: string; total?: { percentage?: number } }[] }>(
        'getOrganizationWirelessDevicesChannelUtilizationByDevice',
        `/organizations/${seg(organizationId)}/wireless/devices/channelUtilization/byDevice`,
        { networkIds: filter.networkIds, timespan: 3600, interval: 3600 },
      ),
    getNetworkFloorPlans: (networkId: string) =>
      getJson<MerakiFloorPlan[]>('getNetworkFloorPlans', `/networks/${seg(networkId)}/floorPlans`),
    /** Uploads a floor plan (429 is waited out; a 5xx or no answer is not retried, so it is not made twice). */
    createNetworkFloorPlan: (networkId: string, body: MerakiFloorPlanCreate) =>
      postJson<MerakiFloorPlan>('createNetworkFloorPlan', `/networks/${seg(networkId)}/floorPlans`, {
        ...body,
      }),
    getNetworkDevices: (networkId: string) =>
      getJson<MerakiDevice[]>('getNetworkDevices', `/networks/${seg(networkId)}/devices`),
    getDevice: (serial: string) => getJson<JsonObject>('getDevice', `/devices/${seg(serial)}`),
    updateDevice: (serial: string, body: JsonObject) =>
      putJson<JsonObject>('updateDevice', `/devices/${seg(serial)}`, body),
    getDeviceClients: (serial: string) =>
      getJson<unknown[]>('getDeviceClients', `/devices/${seg(serial)}/clients`, { timespan: 3600 }),
    getDeviceWirelessStatus: (serial: string) =>
      getJson<{ basicServiceSets?: MerakiBss[] }>(
        'getDeviceWirelessStatus',
        `/devices/${seg(serial)}/wireless/status`,
      ),
    getDeviceWirelessRadioSettings: (serial: string) =>
      getJson<JsonObject>(
        'getDeviceWirelessRadioSettings',
        `/devices/${seg(serial)}/wireless/radio/settings`,
      ),
    updateDeviceWirelessRadioSettings: (serial: string, body: JsonObject) =>
      putJson<JsonObject>(
        'updateDeviceWirelessRadioSettings',
        `/devices/${seg(serial)}/wireless/radio/settings`,
        body,
      ),
  };
}

export type MerakiClient = ReturnType<typeof createMerakiClient>;
