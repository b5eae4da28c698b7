import { PageFrame } from '@/components/page-frame';

/** Insights page frame; a later issue fills the content. */
export function InsightsPage() {
  return <PageFrame title="Insights" />;
}
