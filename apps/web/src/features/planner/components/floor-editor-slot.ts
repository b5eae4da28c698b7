import type { FrequencyBand } from '@airlens/domain';

/** What the floor view hands the editor (app/ composes the two features). */
export interface FloorEditorSlot {
  projectId: string;
  projectVersion: number;
  floor: { id: string; name: string; width: number; height: number; metersPerUnit: number | null };
  imageUrl: string | null;
  band: FrequencyBand;
}
