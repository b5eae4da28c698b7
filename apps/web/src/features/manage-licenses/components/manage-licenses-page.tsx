import { PageFrame } from '@/components/page-frame';

/** Licenses page frame; a later issue fills the content. */
export function ManageLicensesPage() {
  return <PageFrame title="Licenses" />;
}
