import { useState } from 'react';
import { useLocation } from 'react-router';
import { ANALYTICS_EVENT_TYPES, RELEASE_NOTES_VERSION, shouldOpenWhatsNew } from '@airlens/domain';
import { logEvent } from '@/lib/analytics';
import { useSessionUser } from '@/lib/session';
import { STORAGE_KEYS, readStored, writeStored } from '@/lib/storage';
import { WhatsNewDialog } from './whats-new-dialog';

/**
 * The What's new dialog of a signed-in user (app/ mounts it per signed-in user): it opens at once unless this
 * release was already seen or the path is an authorization hand-off (docs/product-spec.md §4); closing it stores the release
 * version as seen.
 */
export function WhatsNewHost() {
  const user = useSessionUser();
  const { pathname, search } = useLocation();
  const [isOpen, setIsOpen] = useState(() =>
    shouldOpenWhatsNew({
      signedIn: user !== null,
      pathname,
      search,
      seenVersion: readStored(STORAGE_KEYS.whatsNewMenuSeen),
    }),
  );

  function handleClose(): void {
    writeStored(STORAGE_KEYS.whatsNewMenuSeen, RELEASE_NOTES_VERSION);
    setIsOpen(false);
  }

  function handleEvent(type: string): void {
    void logEvent(type, { user, pathname }).catch(() => {
      // Analytics failures are ignored (docs/product-spec.md §7).
    });
  }

  return (
    <WhatsNewDialog
      open={isOpen}
      onClose={handleClose}
      onWebinarClick={() => handleEvent(ANALYTICS_EVENT_TYPES.whatsNewWebinarButtonClicked)}
      onCourseClick={() => handleEvent(ANALYTICS_EVENT_TYPES.whatsNewCoursesButtonClicked)}
    />
  );
}
