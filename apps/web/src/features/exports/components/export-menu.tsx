import { useId, useState } from 'react';
import type { MouseEvent } from 'react';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import { useConfig } from '@/lib/config';
import { useSessionUser } from '@/lib/session';
import { useDownloadBillOfMaterials, type BomFileFormat } from '../api/download-bill-of-materials';
import { catalystArchiveHref, projectDownloadHref, rssiExportHref } from '../api/export-links';

/** An entry another feature adds at the top of the menu (app/ composes it, e.g. "Report…"). */
export interface ExportMenuEntry {
  id: string;
  label: string;
  onSelect: () => void;
}

export interface ExportMenuProps {
  projectId: string;
  /** Entries listed first, before the files this feature offers. */
  leadingEntries?: readonly ExportMenuEntry[];
}

/**
 * "Export" in the project header: the bill of materials as CSV or XLSX for everyone who sees the project, the
 * RSSI measurements (flag rssiExport) and the .esx (flag projectDownload) for members, and a Catalyst Center map
 * archive for everyone who sees the project. Opens with the keyboard
 * (Enter, Space, arrow keys) as an MUI menu does.
 */
export function ExportMenu({ projectId, leadingEntries = [] }: ExportMenuProps) {
  const { featureFlags } = useConfig();
  const user = useSessionUser();
  const isMember = user !== null && user.role !== 'GUEST';
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const download = useDownloadBillOfMaterials(projectId);
  const buttonId = useId();
  const menuId = useId();
  const isOpen = anchor !== null;

  function handleOpen(event: MouseEvent<HTMLElement>) {
    setAnchor(event.currentTarget);
  }

  function handleClose() {
    setAnchor(null);
  }

  function handleBillOfMaterials(format: BomFileFormat) {
    setAnchor(null);
    download.mutate(format);
  }

  return (
    <>
      <Button
        id={buttonId}
        variant="outlined"
        startIcon={<FileDownloadIcon />}
        endIcon={<ArrowDropDownIcon />}
        aria-haspopup="menu"
        aria-controls={isOpen ? menuId : undefined}
        aria-expanded={isOpen ? 'true' : 'false'}
        loading={download.isPending}
        loadingPosition="start"
        onClick={handleOpen}
      >
        Export
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={isOpen}
        onClose={handleClose}
        slotProps={{ list: { 'aria-labelledby': buttonId } }}
      >
        {leadingEntries.map((entry) => (
          <MenuItem
            key={entry.id}
            onClick={() => {
              setAnchor(null);
              entry.onSelect();
            }}
          >
            {entry.label}
          </MenuItem>
        ))}
        <MenuItem onClick={() => handleBillOfMaterials('csv')}>Bill of materials (CSV)</MenuItem>
        <MenuItem onClick={() => handleBillOfMaterials('xlsx')}>Bill of materials (XLSX)</MenuItem>
        {featureFlags.rssiExport && isMember && (
          <MenuItem component="a" href={rssiExportHref(projectId)} download onClick={handleClose}>
            RSSI measurements (CSV)
          </MenuItem>
        )}
        {featureFlags.projectDownload && isMember && (
          <MenuItem component="a" href={projectDownloadHref(projectId)} download onClick={handleClose}>
            Download .esx
          </MenuItem>
        )}
        <MenuItem component="a" href={catalystArchiveHref(projectId)} download onClick={handleClose}>
          Catalyst Center archive
        </MenuItem>
      </Menu>
    </>
  );
}
