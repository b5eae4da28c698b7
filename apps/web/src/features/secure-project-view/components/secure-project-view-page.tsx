import { useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { useParams, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { isNumericId } from '@airlens/domain';
import type { ClientUser } from '@airlens/domain';
import { ApiScopeProvider } from '@/components/api-scope';
import { PageFrame } from '@/components/page-frame';
import { fetchClientUser } from '@/lib/current-user';
import {
  getSecureProjectViewKey,
  getSecureProjectViewProjectId,
  setSessionUser,
  storeGuestSession,
  useSessionUser,
} from '@/lib/session';
import type { GuestSession } from '../api/guest-access';
import { GuestCodeForm } from './guest-code-form';
import { guestScope } from './guest-scope';

/** Where the guest's project links lead: they stay on this page. */
export interface GuestProjectLinks {
  dashboard: (projectId: string) => string;
  floor: (projectId: string, floorPlanRowId: number) => string;
  insights: null;
}

export interface SecureProjectViewPageProps {
  /** Draws the shared project read-only (app/ composes the project view). */
  renderProject?: (projectId: string, floorPlanRowId: number | null, links: GuestProjectLinks) => ReactNode;
}

/** What the page needs of a guest session: who reads, and which project. */
interface GuestView {
  email: string;
  projectId: string;
}

/** The guest session this browser kept for `keyId` (docs/product-spec.md §4: a GUEST with a stored key), or null. */
function restoredGuestView(user: ClientUser | null, keyId: string): GuestView | null {
  const projectId = getSecureProjectViewProjectId();
  if (user === null || user.role !== 'GUEST' || getSecureProjectViewKey() !== keyId || projectId === null) {
    return null;
  }
  return { email: user.email, projectId };
}

/**
 * Keeps a new guest session for reloads: the key, the project and the token are stored, and the GUEST user
 * becomes the session user (who-am-i; the stored key spares it the licence check). Should who-am-i fail, the
 * page still shows the project until it is left.
 */
async function keepGuestSession(keyId: string, session: GuestSession): Promise<void> {
  storeGuestSession({ keyId, projectId: session.projectId, csrfToken: session.csrfToken });
  try {
    setSessionUser(await fetchClientUser());
  } catch {
    // The cookies still carry this visit; only a reload would ask for a new code.
  }
}

/**
 * /secure-project-view/{keyId}: an invited external guest asks for a code by e-mail, enters it and reads the one
 * shared project, read-only, for the life of the guest session (a reload keeps it).
 */
export function SecureProjectViewPage({ renderProject }: SecureProjectViewPageProps) {
  const { keyId = '' } = useParams();
  const [searchParams] = useSearchParams();
  const user = useSessionUser();
  const [session, setSession] = useState<GuestView | null>(() => restoredGuestView(user, keyId));
  const scope = useMemo(() => guestScope(keyId), [keyId]);
  const floorText = searchParams.get('floor');
  const floorPlanRowId = floorText !== null && isNumericId(floorText) ? Number(floorText) : null;
  const base = `/secure-project-view/${encodeURIComponent(keyId)}`;
  const links: GuestProjectLinks = {
    dashboard: () => base,
    floor: (_projectId, rowId) => `${base}?floor=${rowId}`,
    insights: null,
  };

  if (session === null) {
    return (
      <PageFrame title="Secure project view" maxWidth="md">
        <GuestCodeForm
          keyId={keyId}
          onSession={(started) => {
            setSession({ email: started.email, projectId: started.projectId });
            void keepGuestSession(keyId, started);
          }}
        />
      </PageFrame>
    );
  }
  return (
    <ApiScopeProvider scope={scope}>
      <Box sx={{ px: 3, pt: 2 }}>
        <Alert severity="info">{`Read-only guest access for ${session.email}`}</Alert>
      </Box>
      {renderProject?.(session.projectId, floorPlanRowId, links)}
    </ApiScopeProvider>
  );
}
