import { PageFrame } from '@/components/page-frame';

/** Security preferences page frame; a later issue fills the content. */
export function SecurityPreferencePage() {
  return <PageFrame title="Security preferences" />;
}
