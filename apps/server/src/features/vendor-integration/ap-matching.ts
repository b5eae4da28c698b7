import type { ApMatch } from '@airlens/contract';
import { normaliseMac, type ProjectAp } from './project-aps';

/** A controller device as matching sees it. */
export interface MatchDevice {
  serial: string;
  name: string | null;
  mac: string | null;
  /** BSSIDs the device broadcasts (its wireless status), normalised. */
  bssids: string[];
}

const nameKey = (name: string | null) => (name ?? '').trim().toLowerCase();

/**
 * Matches project APs to controller devices: a manual override first; then MAC or BSSID (the AP's measured
 * BSSIDs against the device's MAC and BSSIDs); then a serial tag; then a name that exactly one device and exactly
 * one AP carry. Several candidates make an AP AMBIGUOUS, as does a device claimed by several APs.
 */
export function matchAccessPoints(
  aps: readonly ProjectAp[],
  devices: readonly MatchDevice[],
  overrides: readonly { accessPointId: string; serial: string | null }[],
): ApMatch[] {
  const bySerial = new Map(devices.map((device) => [device.serial.toUpperCase(), device]));
  const byMac = new Map<string, MatchDevice[]>();
  for (const device of devices) {
    for (const mac of new Set([normaliseMac(device.mac), ...device.bssids.map(normaliseMac)])) {
      if (mac !== null) {
        byMac.set(mac, [...(byMac.get(mac) ?? []), device]);
      }
    }
  }
  const devicesByName = new Map<string, MatchDevice[]>();
  for (const device of devices) {
    devicesByName.set(nameKey(device.name), [...(devicesByName.get(nameKey(device.name)) ?? []), device]);
  }
  const apsByName = new Map<string, number>();
  for (const ap of aps) {
    apsByName.set(nameKey(ap.name), (apsByName.get(nameKey(ap.name)) ?? 0) + 1);
  }
  const overrideOf = new Map(overrides.map((entry) => [entry.accessPointId, entry.serial]));

  const matches = aps.map((ap): ApMatch => {
    const base = { accessPointId: ap.id, accessPointName: ap.name };
    const result = (
      status: ApMatch['status'],
      device: MatchDevice | null,
      matchedBy: ApMatch['matchedBy'],
      candidates: string[] = [],
    ): ApMatch => ({
      ...base,
      serial: device?.serial ?? null,
      mac: normaliseMac(device?.mac) ?? ap.macs[0] ?? null,
      deviceName: device?.name ?? null,
      status,
      matchedBy,
      candidates,
    });
    if (overrideOf.has(ap.id)) {
      const serial = overrideOf.get(ap.id) ?? null;
      const device = serial === null ? undefined : bySerial.get(serial.toUpperCase());
      return device === undefined ? result('UNMATCHED', null, 'manual') : result('MATCHED', device, 'manual');
    }
    const byAddress = new Map<string, { device: MatchDevice; how: 'mac' | 'bssid' }>();
    for (const mac of ap.macs) {
      for (const device of byMac.get(mac) ?? []) {
        const how = normaliseMac(device.mac) === mac ? 'mac' : 'bssid';
        byAddress.set(device.serial, { device, how: byAddress.get(device.serial)?.how ?? how });
      }
    }
    const found = [...byAddress.values()];
    if (found.length === 1 && found[0] !== undefined) {
      return result('MATCHED', found[0].device, found[0].how);
    }
    if (found.length > 1) {
      return result('AMBIGUOUS', null, null, found.map((entry) => entry.device.serial).sort());
    }
    const tagged = [...new Set(ap.serialTags)]
      .map((serial) => bySerial.get(serial))
      .filter((d) => d !== undefined);
    if (tagged.length === 1 && tagged[0] !== undefined) {
      return result('MATCHED', tagged[0], 'serial-tag');
    }
    const named = nameKey(ap.name) === '' ? [] : (devicesByName.get(nameKey(ap.name)) ?? []);
    if (named.length === 1 && named[0] !== undefined && apsByName.get(nameKey(ap.name)) === 1) {
      return result('MATCHED', named[0], 'name');
    }
    if (named.length > 0) {
      return result('AMBIGUOUS', null, null, named.map((device) => device.serial).sort());
    }
    return result('UNMATCHED', null, null);
  });

  // A device two APs matched automatically is no one's match until someone decides.
  const claims = new Map<string, number>();
  for (const match of matches) {
    if (match.status === 'MATCHED' && match.serial !== null) {
      claims.set(match.serial, (claims.get(match.serial) ?? 0) + 1);
    }
  }
  return matches.map((match) =>
    match.status === 'MATCHED' &&
    match.serial !== null &&
    (claims.get(match.serial) ?? 0) > 1 &&
    match.matchedBy !== 'manual'
      ? {
          ...match,
          status: 'AMBIGUOUS',
          candidates: [match.serial],
          serial: null,
          deviceName: null,
          matchedBy: null,
        }
      : match,
  );
}
