import { useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { VendorChangeBody } from '@airlens/contract';
import { ApiError } from '@/lib/api-client';
import { useProjectLink, useVendorConnection } from '../api/vendor-integration';
import { ApRenamesSection } from './ap-renames-section';
import { ChangesSection } from './changes-section';
import { LinkSection } from './link-section';
import { LiveSection } from './live-section';
import { OptimizationSection } from './optimization-section';
import { VendorConnectionPanel } from './vendor-connection-panel';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-labelledby={id} sx={{ p: 2 }}>
      <Typography id={id} component="h2" variant="h6" sx={{ fontSize: 18, fontWeight: 600, mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/**
 * The project's Cisco Meraki integration: the controller connection, the link (network, floors, AP matches),
 * pushes with dry run and rollback, the channel optimisation, and live status. Read-only members see the live
 * status only (the server answers 403 to the rest).
 */
export function ProjectIntegrations({ projectId }: { projectId: string }) {
  const connection = useVendorConnection();
  const link = useProjectLink(projectId, connection.data !== undefined && connection.data !== null);
  const [radioPlan, setRadioPlan] = useState<VendorChangeBody['radioPlan']>(undefined);
  const readOnly = link.error instanceof ApiError && link.error.status === 403;
  const linked = link.data?.networkId !== null && link.data?.networkId !== undefined;

  return (
    <Stack spacing={2}>
      <Section id="controller-heading" title="Cisco Meraki">
        <VendorConnectionPanel />
      </Section>
      {connection.data !== null && connection.data !== undefined && (
        <>
          {link.isPending && <Typography color="text.secondary">Loading the project’s link…</Typography>}
          {link.isError && !readOnly && (
            <Alert severity="error">Could not load the project’s link: {link.error.message}</Alert>
          )}
          {link.data !== undefined && (
            <Section id="link-heading" title="Network and access points">
              <LinkSection
                key={`${link.data.networkId ?? ''}-${link.dataUpdatedAt}`}
                projectId={projectId}
                connection={connection.data}
                link={link.data}
              />
            </Section>
          )}
          {linked && (
            <>
              <Section id="push-heading" title="Push to the controller">
                <ChangesSection
                  key={radioPlan === undefined ? 'planned' : 'optimized'}
                  projectId={projectId}
                  radioPlan={radioPlan}
                />
              </Section>
              <Section id="renames-heading" title="Measured access point names">
                <ApRenamesSection projectId={projectId} />
              </Section>
              <Section id="optimization-heading" title="Channel optimization">
                <OptimizationSection
                  projectId={projectId}
                  floors={link.data?.floorMappings ?? []}
                  onUsePlan={setRadioPlan}
                />
              </Section>
            </>
          )}
          {(linked || readOnly) && (
            <Section id="live-heading" title="Live status">
              <LiveSection projectId={projectId} />
            </Section>
          )}
        </>
      )}
    </Stack>
  );
}
