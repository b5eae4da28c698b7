import { PageFrame } from '@/components/page-frame';

/** Device authorized page frame; a later issue fills the content. */
export function DeviceAuthSuccessfulPage() {
  return (
    <PageFrame
      title="Device authorized"
      subtitle="Your device is now signed in to Airlens. You can close this page."
    />
  );
}
