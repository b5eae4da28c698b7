// An auto-plan proposal (POST/GET …/auto-plan) as editor operations: each proposed AP placed as a model of the
// picker with its radios, the proposed band's radio tuned to the proposed channel. Applied as one command, so one
// undo takes the whole proposal back and one PATCH sends it.
import type { AutoPlanStatus } from '@airlens/contract';
import type { Design, DesignOperation } from '@airlens/domain';
import type { CatalogueModel } from '../catalogue/ap-models';
import { channelFields, placeAccessPoint } from './commands';

export type Proposal = NonNullable<AutoPlanStatus['proposal']>;

export function proposalOperations(
  design: Design,
  proposal: Proposal,
  model: CatalogueModel,
  mountHeightMeters: number,
  newId: () => string,
): DesignOperation[] {
  const operations: DesignOperation[] = [];
  // Names count on from the design as it grows, so proposed APs never repeat one.
  let grown = design;
  for (const proposed of proposal.accessPoints) {
    const placed = placeAccessPoint(
      grown,
      {
        floorPlanId: proposed.location.floorPlanId,
        coord: proposed.location.coord,
        model,
        mountHeightMeters,
      },
      newId,
    );
    const tuned = placed.map((operation, index): DesignOperation => {
      const radio = model.radios[index - 1];
      if (operation.type !== 'SIMULATED_RADIO' || radio === undefined || radio.band !== proposed.band) {
        return operation;
      }
      return {
        ...operation,
        value: { ...operation.value, ...channelFields(radio.band, proposed.channel, radio.widthMhz) },
      };
    });
    operations.push(...tuned);
    const added = tuned[0];
    if (added?.value !== undefined) {
      grown = new Map(grown).set('accessPoints', [
        ...(grown.get('accessPoints') ?? []),
        { id: added.id, ...added.value },
      ]);
    }
  }
  return operations;
}
