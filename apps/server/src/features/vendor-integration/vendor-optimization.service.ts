import type { VendorOptimization, VendorOptimizationBody } from '@airlens/contract';
import { invalidInput } from '../../http/errors';
import type { AuthenticatedUser } from '../../http/session';
import { defaultChannels, optimizeChannels, type OptimizerAp } from './channel-optimizer';
import { projectApsFor, writableProject, type VendorIntegrationContext } from './vendor-integration.service';

const DFS_CHANNELS = new Set([52, 56, 60, 64, 100, 104, 108, 112, 116, 120, 124, 128, 132, 136, 140, 144]);

/** Channels that exist in a band. */
function isChannelOf(band: VendorOptimizationBody['frequencyBand'], channel: number): boolean {
  if (band === 'TWO') {
    return channel >= 1 && channel <= 14;
  }
  if (band === 'FIVE') {
    return defaultChannels('FIVE', true).includes(channel);
  }
  return channel >= 1 && channel <= 233 && (channel - 1) % 4 === 0;
}

/**
 * A channel and power plan for one band of the project's placed APs that minimises predicted co-channel
 * interference, with the prediction for the APs' own settings and for the plan. Write roles; pushing the plan
 * goes through a radio-settings change.
 */
export async function optimizeProject(
  context: VendorIntegrationContext,
  user: AuthenticatedUser,
  projectId: string,
  body: VendorOptimizationBody,
): Promise<VendorOptimization> {
  const project = await writableProject(context, user, projectId);
  const band = body.frequencyBand;
  const allowDfs = body.allowDfs ?? false;
  const minPower = body.minPower ?? 5;
  const maxPower = body.maxPower ?? 20;
  if (minPower > maxPower) {
    throw invalidInput('minPower', 'must not be above maxPower');
  }
  const channelWidth = body.channelWidth ?? 20;
  if (band === 'TWO' && channelWidth !== 20) {
    throw invalidInput('channelWidth', 'must be 20 in the 2.4 GHz band');
  }
  const wrong = (body.allowedChannels ?? []).find((channel) => !isChannelOf(band, channel));
  if (wrong !== undefined) {
    throw invalidInput('allowedChannels', `${wrong} is not a channel of this band`);
  }
  const channels = (body.allowedChannels ?? defaultChannels(band, allowDfs)).filter(
    (channel) => band !== 'FIVE' || allowDfs || !DFS_CHANNELS.has(channel),
  );
  if (channels.length === 0) {
    throw invalidInput('allowedChannels', 'leaves no channel (DFS channels need allowDfs)');
  }
  const { aps, floors } = await projectApsFor(context, project);
  const placed: (OptimizerAp & { name: string })[] = [];
  for (const ap of aps) {
    const radio = ap.radios.find((entry) => entry.band === band);
    if (radio === undefined || ap.floorPlanId === null || ap.xMeters === null || ap.yMeters === null) {
      continue;
    }
    placed.push({
      id: ap.id,
      name: ap.name,
      floorPlanId: ap.floorPlanId,
      xMeters: ap.xMeters,
      yMeters: ap.yMeters,
      channel: radio.channel,
      power: radio.power,
    });
  }
  if (placed.length === 0) {
    throw invalidInput('frequencyBand', 'no placed access point of this project has a radio in this band');
  }
  const scaled = floors.flatMap((floor) =>
    floor.widthMeters === null || floor.heightMeters === null
      ? []
      : [{ id: floor.id, widthMeters: floor.widthMeters, heightMeters: floor.heightMeters }],
  );
  const { plan, before, after } = optimizeChannels(placed, scaled, {
    band,
    channels,
    channelWidth,
    minPower,
    maxPower,
  });
  return {
    plan: placed.map((ap, i) => ({
      accessPointId: ap.id,
      accessPointName: ap.name,
      band,
      channel: plan.channels[i] ?? 0,
      channelWidth,
      power: plan.powers[i] ?? maxPower,
    })),
    predictedBefore: before,
    predictedAfter: after,
  };
}
