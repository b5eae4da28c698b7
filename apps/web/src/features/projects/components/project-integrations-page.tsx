import { useParams } from 'react-router';
import { PageFrame } from '@/components/page-frame';

/** Integrations page frame; a later issue fills the content. */
export function ProjectIntegrationsPage() {
  const { projectId = '' } = useParams();
  return <PageFrame title="Integrations" context={projectId} />;
}
