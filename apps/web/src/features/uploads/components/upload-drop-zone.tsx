import { useRef, useState } from 'react';
import type { DragEvent, KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import CloudUpload from '@mui/icons-material/CloudUpload';

export interface UploadDropZoneProps {
  onFiles: (files: File[]) => void;
}

/** Where .esx files are dropped or picked (keyboard: Tab to the zone, Enter or Space opens the picker). */
export function UploadDropZone({ onFiles }: UploadDropZoneProps) {
  const input = useRef<HTMLInputElement>(null);
  const [isOver, setIsOver] = useState(false);

  function openPicker() {
    input.current?.click();
  }

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      openPicker();
    }
  }

  function handleDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setIsOver(false);
    const files = [...event.dataTransfer.files];
    if (files.length > 0) {
      onFiles(files);
    }
  }

  // The input sits outside the zone: its own click would otherwise bubble to the zone and open it again.
  return (
    <>
      <Box
        role="button"
        tabIndex={0}
        aria-label="Choose .esx files to upload, or drop them here"
        onKeyDown={handleKeyDown}
        onClick={openPicker}
        onDragOver={(event) => {
          event.preventDefault();
          setIsOver(true);
        }}
        onDragLeave={() => setIsOver(false)}
        onDrop={handleDrop}
        sx={{
          border: 2,
          borderStyle: 'dashed',
          borderColor: isOver ? 'primary.main' : 'divider',
          bgcolor: isOver ? 'action.hover' : 'transparent',
          borderRadius: 2,
          p: 3,
          textAlign: 'center',
          cursor: 'pointer',
          '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineStyle: 'solid' },
        }}
      >
        <CloudUpload color="primary" fontSize="large" aria-hidden />
        <Typography variant="body1" sx={{ mt: 1 }}>
          Drop Ekahau .esx project files here
        </Typography>
        <Button variant="outlined" sx={{ mt: 1.5 }} tabIndex={-1} aria-hidden>
          Choose files
        </Button>
      </Box>
      <input
        ref={input}
        type="file"
        accept=".esx"
        multiple
        hidden
        data-testid="upload-file-input"
        onChange={(event) => {
          const files = [...(event.currentTarget.files ?? [])];
          event.currentTarget.value = '';
          if (files.length > 0) {
            onFiles(files);
          }
        }}
      />
    </>
  );
}
