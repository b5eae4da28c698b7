import type { ImportDerivation } from '../../jobs/import-derivation';
import { prepareInsights, streamInsights, type InsightsPrepared } from './insights-prepare';
import { deleteInsights, insertInsights } from './insights.repo';

/**
 * The insights part of an import: `prepare` computes per-sample KPI inputs and the rollups in the import
 * worker; `insert` writes the prepared rows inside the import transaction; `remove` drops the previous
 * version's rows.
 */
export const insightsDerivation: ImportDerivation<InsightsPrepared> = {
  name: 'insights',
  prepare: (project) => prepareInsights(project),
  stream: (project) => streamInsights(project),
  insert: (tx, prepared, context) => insertInsights(tx, context.projectId, prepared),
  remove: (tx, projectId) => deleteInsights(tx, projectId),
};
