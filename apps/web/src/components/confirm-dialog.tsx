import { useId } from 'react';
import type { ReactNode } from 'react';
import Typography from '@mui/material/Typography';
import { AppDialog } from './app-dialog';
import { DialogCard } from './dialog-card';

export interface ConfirmDialogProps {
  /** Open while there is something to confirm. */
  open: boolean;
  title: string;
  /** What will happen, in words. */
  children: ReactNode;
  confirmText: string;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before an action that takes something away (a licence, a guest's access, a user's access). */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmText,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  // Often opened over another dialog, whose card title holds the shared title id: this one names itself.
  const titleId = useId();
  return (
    <AppDialog open={open} onClose={onClose} labelledBy={titleId}>
      <DialogCard
        title={<span id={titleId}>{title}</span>}
        primaryActionText={confirmText}
        primaryActionColor="error"
        secondaryActionText="Cancel"
        onPrimaryAction={() => {
          onClose();
          onConfirm();
        }}
        onSecondaryAction={onClose}
        onClose={onClose}
      >
        <Typography component="div">{children}</Typography>
      </DialogCard>
    </AppDialog>
  );
}
