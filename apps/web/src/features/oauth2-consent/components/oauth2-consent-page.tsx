import { PageFrame } from '@/components/page-frame';

/** Authorize application page frame; a later issue fills the content. */
export function OAuth2ConsentPage() {
  return <PageFrame title="Authorize application" />;
}
