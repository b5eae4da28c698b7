import type { EsxProject } from '@airlens/esx';
import type { SqlSession } from '../../db/database';
import { prepareInsights, type InsightsPrepared } from './insights-prepare';
import { deleteInsights, insertInsights } from './insights.repo';

/** What the import knows about the project version it writes (the uploads feature's ImportContext). */
export interface InsightsImportContext {
  projectId: string;
}

/**
 * The insights part of an import: `prepare` computes per-sample KPI inputs and the rollups in the import
 * worker; `insert` writes the prepared rows inside the import transaction; `remove` drops the previous
 * version's rows.
 */
export const insightsDerivation = {
  name: 'insights',
  prepare(project: EsxProject): InsightsPrepared {
    return prepareInsights(project);
  },
  async insert(tx: SqlSession, prepared: InsightsPrepared, context: InsightsImportContext): Promise<void> {
    await insertInsights(tx, context.projectId, prepared);
  },
  async remove(tx: SqlSession, projectId: string): Promise<void> {
    await deleteInsights(tx, projectId);
  },
};
