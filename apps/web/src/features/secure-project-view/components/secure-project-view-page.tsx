import { useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { useParams, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { isNumericId } from '@airlens/domain';
import { ApiScopeProvider } from '@/components/api-scope';
import { PageFrame } from '@/components/page-frame';
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

/**
 * /secure-project-view/{keyId}: an invited external guest asks for a code by e-mail, enters it and reads the one
 * shared project. The guest session stays apart from the app's signed-in session.
 */
export function SecureProjectViewPage({ renderProject }: SecureProjectViewPageProps) {
  const { keyId = '' } = useParams();
  const [searchParams] = useSearchParams();
  const [session, setSession] = useState<GuestSession | null>(null);
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
        <GuestCodeForm keyId={keyId} onSession={setSession} />
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
