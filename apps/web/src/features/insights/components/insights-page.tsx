import { PageFrame } from '@/components/page-frame';
import { InsightsDashboard } from './insights-dashboard';

/** /insights: the Insights dashboard. */
export function InsightsPage() {
  return (
    <PageFrame title="Insights" subtitle="Network health of your surveyed sites" maxWidth="xl">
      <InsightsDashboard />
    </PageFrame>
  );
}
