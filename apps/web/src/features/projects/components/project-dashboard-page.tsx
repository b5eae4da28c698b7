import { useParams } from 'react-router';
import { PageFrame } from '@/components/page-frame';

/** Project dashboard page frame; a later issue fills the content. */
export function ProjectDashboardPage() {
  const { projectId = '' } = useParams();
  return <PageFrame title="Project dashboard" context={projectId} />;
}
