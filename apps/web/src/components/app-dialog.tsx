import { useCallback, useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import Dialog from '@mui/material/Dialog';
import type { DialogProps } from '@mui/material/Dialog';
import type { PaperProps } from '@mui/material/Paper';
import { NavigationType, useBlocker } from 'react-router';
import { DIALOG_BUMP_MS } from '@airlens/domain';

export interface AppDialogProps {
  open: boolean;
  onClose: () => void;
  /** Outside click, Escape and browser back play a small scale bump instead of closing. */
  persistent?: boolean;
  /** Browser back closes the dialog (and stays on the page); on by default. */
  closeOnBack?: boolean;
  fullScreen?: boolean;
  maxWidth?: DialogProps['maxWidth'];
  fullWidth?: boolean;
  /** Id of the element naming the dialog; the dialog card title by default. */
  labelledBy?: string;
  children: ReactNode;
}

interface BackCloserProps {
  onBack: () => void;
}

/** Cancels a browser-back navigation while the dialog is open and reports it (mounted only while open). */
function BackCloser({ onBack }: BackCloserProps) {
  const blocker = useBlocker(({ historyAction }) => historyAction === NavigationType.Pop);
  useEffect(() => {
    if (blocker.state === 'blocked') {
      blocker.reset();
      onBack();
    }
  }, [blocker, onBack]);
  return null;
}

/**
 * A modal overlay (docs/product-spec.md §2 "Overlays and dialogs"): closes on outside click or Escape unless persistent, where
 * it plays a 150 ms scale bump instead; browser back closes it too.
 */
export function AppDialog(props: AppDialogProps) {
  const {
    open,
    onClose,
    persistent = false,
    closeOnBack = true,
    fullScreen = false,
    maxWidth = 'sm',
    fullWidth = true,
    labelledBy = 'dialog-card-title',
    children,
  } = props;
  const [isBumping, setIsBumping] = useState(false);
  const bumpTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(bumpTimer.current), []);

  const handleDismiss = useCallback(() => {
    if (!persistent) {
      onClose();
      return;
    }
    clearTimeout(bumpTimer.current);
    setIsBumping(true);
    bumpTimer.current = setTimeout(() => setIsBumping(false), DIALOG_BUMP_MS);
  }, [persistent, onClose]);

  return (
    <Dialog
      open={open}
      onClose={handleDismiss}
      fullScreen={fullScreen}
      maxWidth={maxWidth}
      fullWidth={fullWidth}
      aria-labelledby={labelledBy}
      slotProps={{
        paper: {
          'data-bumping': isBumping ? 'true' : 'false',
          sx: {
            transition: `transform ${DIALOG_BUMP_MS}ms ease-in-out`,
            transform: isBumping ? 'scale(1.03)' : 'none',
          },
        } as PaperProps,
      }}
    >
      {open && closeOnBack && <BackCloser onBack={handleDismiss} />}
      {children}
    </Dialog>
  );
}
