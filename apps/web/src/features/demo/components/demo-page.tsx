import { PageFrame } from '@/components/page-frame';

/** Demo page frame; a later issue fills the content. */
export function DemoPage() {
  return <PageFrame title="Demo" />;
}
