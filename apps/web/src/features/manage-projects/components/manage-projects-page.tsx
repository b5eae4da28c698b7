import { PageFrame } from '@/components/page-frame';

/** Projects page frame; a later issue fills the content. */
export function ManageProjectsPage() {
  return <PageFrame title="Projects" />;
}
