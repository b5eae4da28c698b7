import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import { AppDialog } from '@/components/app-dialog';
import { DialogCard } from '@/components/dialog-card';
import type { UploadRecord } from '../upload-record';
import { UploadDropZone } from './upload-drop-zone';
import { UploadListItem } from './upload-list-item';

export interface UploadDialogProps {
  open: boolean;
  records: readonly UploadRecord[];
  onFiles: (files: File[]) => void;
  onClose: () => void;
  /** The optional city picker shown above the drop zone. */
  placePicker?: ReactNode;
  /** An optional section below the uploads (app/ puts the controller-archive conversion there). */
  footer?: ReactNode;
}

/** The upload dialog: pick or drop several .esx files and follow each one to its project. */
export function UploadDialog({ open, records, onFiles, onClose, placePicker, footer }: UploadDialogProps) {
  return (
    <AppDialog open={open} onClose={onClose} maxWidth="sm">
      <DialogCard
        title="Upload projects"
        onClose={onClose}
        secondaryActionText="Close"
        onSecondaryAction={onClose}
      >
        {placePicker !== undefined && <Box sx={{ mb: 2 }}>{placePicker}</Box>}
        <UploadDropZone onFiles={onFiles} />
        {records.length > 0 && (
          <List aria-label="Uploads" sx={{ mt: 2 }}>
            {records.map((record) => (
              <UploadListItem key={record.key} record={record} />
            ))}
          </List>
        )}
        {footer}
      </DialogCard>
    </AppDialog>
  );
}
