import { useState } from 'react';
import { ExportMenu } from '../features/exports/components/export-menu';
import { ReportDialog } from '../features/reports/components/report-dialog';
import { useSessionUser } from '../lib/session';

/**
 * The exports feature's Export menu with the reports feature's "Report…" first: members open the report dialog
 * (make, follow, download, history, save as template); a guest of the secure view sees the reports to download.
 */
export function ProjectExportMenu({ project }: { project: { id: string; name: string } }) {
  const user = useSessionUser();
  const isMember = user !== null && user.role !== 'GUEST';
  const [isReportOpen, setIsReportOpen] = useState(false);
  return (
    <>
      <ExportMenu
        projectId={project.id}
        leadingEntries={[
          { id: 'report', label: isMember ? 'Report…' : 'Reports…', onSelect: () => setIsReportOpen(true) },
        ]}
      />
      {isReportOpen && (
        <ReportDialog
          projectId={project.id}
          projectName={project.name}
          canCreate={isMember}
          onClose={() => setIsReportOpen(false)}
        />
      )}
    </>
  );
}
