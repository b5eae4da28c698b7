import { useState } from 'react';
import Button from '@mui/material/Button';
import HistoryIcon from '@mui/icons-material/History';
import { VersionHistoryDialog } from './version-history-dialog';

export interface VersionHistoryButtonProps {
  projectId: string;
  projectName?: string;
}

/** 'History' in the project header: the project's versions, their differences, downloads and restores. */
export function VersionHistoryButton({ projectId, projectName }: VersionHistoryButtonProps) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <Button variant="outlined" startIcon={<HistoryIcon />} onClick={() => setIsOpen(true)}>
        History
      </Button>
      {isOpen && (
        <VersionHistoryDialog
          projectId={projectId}
          projectName={projectName}
          onClose={() => setIsOpen(false)}
        />
      )}
    </>
  );
}
