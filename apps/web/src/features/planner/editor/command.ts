import type { DesignOperation } from '@airlens/domain';

/** One user action: the operations it sent and those that undo it (computed on the design before it). */
export interface Command {
  label: string;
  operations: DesignOperation[];
  inverse: DesignOperation[];
}
