import { useCallback, useState } from 'react';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Fab from '@mui/material/Fab';
import CloudUpload from '@mui/icons-material/CloudUpload';
import { useQueryClient } from '@tanstack/react-query';
import { browserUploadTransport } from '../api/upload-api';
import type { UploadTransport } from '../api/upload-api';
import { useUploadQueue } from '../hooks/use-upload-queue';
import { UploadDialog } from './upload-dialog';

/** The city chosen for the uploads (a gazetteer place). */
export interface UploadPlace {
  id: number;
  name: string;
  country: string;
}

/** What the city picker of the dialog gets; app/ renders it with the places feature. */
export interface UploadPlacePickerSlot {
  value: UploadPlace | null;
  onChange: (place: UploadPlace | null) => void;
  label: string;
  helperText: string;
}

/** What a section of the dialog gets to hand files to this upload queue (app/ renders the conversion with it). */
export interface UploadFooterSlot {
  /** Uploads a file as if it had been dropped on the dialog. */
  onImport: (file: File) => void;
}

/** The floating button's height (48 px) and its 24 px offset, plus a margin. */
const FAB_ROOM_PX = 88;

export interface UploadLauncherProps {
  /** The calls an upload makes (tests pass fakes). */
  transport?: UploadTransport;
  /** An optional city picker; the city applies to every file that commits while it is chosen. */
  renderPlacePicker?: (slot: UploadPlacePickerSlot) => ReactNode;
  /** An optional section below the uploads, given the queue to hand files to. */
  renderFooter?: (slot: UploadFooterSlot) => ReactNode;
}

/**
 * The upload entry point of a page: an "Upload projects" button, and the dialog opened by it or by the
 * landing page's upload tile (`?upload=1`). Uploads keep running while the dialog is closed.
 */
export function UploadLauncher({
  transport = browserUploadTransport,
  renderPlacePicker,
  renderFooter,
}: UploadLauncherProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  const [isOpenByButton, setIsOpenByButton] = useState(false);
  // The landing page's upload tile links here with ?upload=1; the dialog stays open until closed.
  const isOpenByLink = searchParams.get('upload') === '1';
  const queryClient = useQueryClient();
  const handleCompleted = useCallback(() => {
    // New projects appear in the insights lists and maps without a reload.
    void queryClient.invalidateQueries({ queryKey: ['insights'] });
  }, [queryClient]);
  const [place, setPlace] = useState<UploadPlace | null>(null);
  const { records, addFiles } = useUploadQueue(transport, handleCompleted, place?.id ?? null);

  function handleClose() {
    setIsOpenByButton(false);
    if (isOpenByLink) {
      const next = new URLSearchParams(searchParams);
      next.delete('upload');
      setSearchParams(next, { replace: true });
    }
  }

  return (
    <>
      <Fab
        variant="extended"
        color="primary"
        onClick={() => setIsOpenByButton(true)}
        sx={{ position: 'fixed', right: 24, bottom: 24, zIndex: 1100 }}
      >
        <CloudUpload sx={{ mr: 1 }} aria-hidden />
        Upload projects
      </Fab>
      {/* Room at the page's end, so its last rows (a table's pager) scroll clear of the floating button. */}
      <Box aria-hidden data-testid="upload-button-room" sx={{ height: FAB_ROOM_PX }} />
      <UploadDialog
        open={isOpenByButton || isOpenByLink}
        records={records}
        onFiles={addFiles}
        onClose={handleClose}
        placePicker={renderPlacePicker?.({
          value: place,
          onChange: setPlace,
          label: 'City (optional)',
          helperText: 'Where the projects are: places them on the dashboard map.',
        })}
        footer={renderFooter?.({ onImport: (file) => addFiles([file]) })}
      />
    </>
  );
}
