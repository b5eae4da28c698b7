import { useParams } from 'react-router';
import { PageFrame } from '@/components/page-frame';

/** Secure project view page frame; a later issue fills the content. */
export function SecureProjectViewPage() {
  const { keyId = '' } = useParams();
  return <PageFrame title="Secure project view" context={keyId} />;
}
