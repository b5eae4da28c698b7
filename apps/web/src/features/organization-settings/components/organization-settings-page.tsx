import { PageFrame } from '@/components/page-frame';

/** Organization settings page frame; a later issue fills the content. */
export function OrganizationSettingsPage() {
  return <PageFrame title="Organization settings" />;
}
