import type { FrequencyBand } from '@airlens/domain';
import { VENDOR_DEVICE_STATUSES, type VendorDeviceStatus, type VendorLiveDevice } from '@airlens/contract';
import type { AuthenticatedUser } from '../../http/session';
import { getLoadableProject } from '../projects/projects.service';
import { findLink } from './vendor-integration.repo';
import {
  controllerError,
  currentMatches,
  projectApsFor,
  type VendorIntegrationContext,
} from './vendor-integration.service';

/** The band of Meraki's text ("2.4 GHz", "5 GHz", "6 GHz", or "2.4"/"5"/"6"). */
export function bandOf(text: string | undefined): FrequencyBand | null {
  const value = (text ?? '').trim();
  if (value.startsWith('2.4')) {
    return 'TWO';
  }
  if (value.startsWith('5')) {
    return 'FIVE';
  }
  if (value.startsWith('6')) {
    return 'SIX';
  }
  return null;
}

/** Meraki's device status text as one of the statuses the contract knows (an unknown one counts as offline). */
function deviceStatusOf(text: string | undefined): VendorDeviceStatus {
  return VENDOR_DEVICE_STATUSES.find((status) => status === text) ?? 'offline';
}

/** The number in Meraki's "20 MHz" / "18 dBm" texts. */
function numberIn(text: string | number | null | undefined): number | null {
  if (typeof text === 'number') {
    return text;
  }
  const found = /-?\d+(\.\d+)?/.exec(text ?? '');
  return found === null ? null : Number(found[0]);
}

/**
 * Live status of the project's matched APs: online (the organisation's device statuses), clients in the last
 * hour, each band's channel, width and power (the device's wireless status) and utilisation, with the planned
 * channel and power where they differ. Anyone who may read the project; [] until it is linked.
 */
export async function getLiveStatus(
  context: VendorIntegrationContext,
  user: AuthenticatedUser,
  projectId: string,
): Promise<VendorLiveDevice[]> {
  const project = await getLoadableProject(context, user, projectId);
  const link = await findLink(context.database, project.id);
  if (link === null) {
    return [];
  }
  const { aps } = await projectApsFor(context, project);
  const { matches, client } = await currentMatches(context, project, link, aps);
  const matched = matches.filter((match) => match.status === 'MATCHED' && match.serial !== null);
  if (matched.length === 0) {
    return [];
  }
  try {
    const filter = { networkIds: [link.networkId] };
    const statuses = new Map(
      (await client.getOrganizationDevicesStatuses(link.organizationId, filter)).map((row) => [
        row.serial,
        row.status,
      ]),
    );
    const utilization = new Map(
      (
        await client.getOrganizationWirelessDevicesChannelUtilizationByDevice(link.organizationId, filter)
      ).map((row) => [row.serial, row.byBand ?? []]),
    );
    const devices = new Map((await client.getNetworkDevices(link.networkId)).map((d) => [d.serial, d]));
    const apById = new Map(aps.map((ap) => [ap.id, ap]));
    const answer: VendorLiveDevice[] = [];
    for (const match of matched) {
      const serial = match.serial ?? '';
      const device = devices.get(serial);
      const status = deviceStatusOf(statuses.get(serial));
      // An alerting device is up (it has an alert): its radios and clients are read like an online one's.
      const online = status === 'online' || status === 'alerting';
      const bss = online ? ((await client.getDeviceWirelessStatus(serial)).basicServiceSets ?? []) : [];
      const clients = online ? (await client.getDeviceClients(serial)).length : null;
      const radios = new Map<FrequencyBand, VendorLiveDevice['radios'][number]>();
      for (const set of bss) {
        const band = bandOf(set.band);
        if (band !== null && !radios.has(band)) {
          const used = utilization.get(serial)?.find((entry) => bandOf(entry.band) === band);
          radios.set(band, {
            band,
            channel: set.channel ?? null,
            channelWidth: numberIn(set.channelWidth),
            power: numberIn(set.power),
            utilization: used?.total?.percentage ?? null,
          });
        }
      }
      const plannedDiff: VendorLiveDevice['plannedDiff'] = [];
      for (const planned of apById.get(match.accessPointId)?.radios ?? []) {
        const live = radios.get(planned.band);
        if (live === undefined) {
          continue;
        }
        if (planned.channel !== null && planned.channel !== live.channel) {
          plannedDiff.push({
            band: planned.band,
            field: 'channel',
            planned: planned.channel,
            live: live.channel,
          });
        }
        if (
          planned.power !== null &&
          live.power !== null &&
          Math.round(planned.power) !== Math.round(live.power)
        ) {
          plannedDiff.push({ band: planned.band, field: 'power', planned: planned.power, live: live.power });
        }
      }
      answer.push({
        accessPointId: match.accessPointId,
        serial,
        name: device?.name ?? match.deviceName ?? serial,
        model: device?.model ?? '',
        online,
        status,
        clients,
        radios: [...radios.values()],
        plannedDiff,
      });
    }
    return answer;
  } catch (error) {
    throw controllerError(error);
  }
}
