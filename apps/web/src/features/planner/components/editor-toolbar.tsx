import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import ListSubheader from '@mui/material/ListSubheader';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { modelKey, type CatalogueModel } from '../catalogue/ap-models';
import type { EditorTool } from '../hooks/use-editor-tools';
import type { DesignWallType } from '../model/design-view';
import { AreaPickers, type AreaPickersProps } from './area-pickers';

export interface EditorToolbarProps extends AreaPickersProps {
  tool: EditorTool;
  onToolChange: (tool: EditorTool) => void;
  models: readonly { source: 'org' | 'bundled'; model: CatalogueModel }[];
  modelKey: string;
  onModelChange: (key: string) => void;
  onPlaceAtCentre: () => void;
  wallTypes: readonly DesignWallType[];
  wallTypeId: string;
  onWallTypeChange: (id: string) => void;
  canUndo: boolean;
  canRedo: boolean;
  onUndo: () => void;
  onRedo: () => void;
  selectedCount: number;
  selectedApCount: number;
  /** Exactly one wall is selected: the split button splits it at its midpoint. */
  canSplit: boolean;
  onSplit: () => void;
  onRotate: () => void;
  onCopy: () => void;
  onDelete: () => void;
  statusText: string;
  statusColor: 'default' | 'success' | 'warning' | 'error' | 'info';
  /** The auto-plan action (its button opens its dialog). */
  autoPlan?: ReactNode;
  /** The floor has no scale yet: only selecting and measuring the scale work (the rest needs metres). */
  needsScale?: boolean;
}

/** The editor's tools, pickers, history and selection actions, and the save status. */
export function EditorToolbar(props: EditorToolbarProps) {
  const needsScale = props.needsScale === true;
  const orgModels = props.models.filter((entry) => entry.source === 'org');
  const bundled = props.models.filter((entry) => entry.source === 'bundled');
  const option = (entry: { model: CatalogueModel }) => (
    <MenuItem key={modelKey(entry.model)} value={modelKey(entry.model)}>
      {`${modelKey(entry.model)} · ${entry.model.radios.map((radio) => `${radio.spatialStreams}×${radio.spatialStreams} ${radio.band === 'TWO' ? '2.4' : radio.band === 'FIVE' ? '5' : '6'} GHz`).join(', ')}`}
    </MenuItem>
  );
  return (
    <Box
      role="toolbar"
      aria-label="Planner tools"
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}
    >
      <ToggleButtonGroup
        size="small"
        exclusive
        value={props.tool}
        onChange={(_, value: EditorTool | null) => value !== null && props.onToolChange(value)}
        aria-label="Tool"
        // On a phone the tools wrap onto a second row instead of running past the card's edge.
        sx={{ flexWrap: 'wrap' }}
      >
        <ToggleButton value="select">Select</ToggleButton>
        <ToggleButton value="place" disabled={needsScale}>
          Place AP
        </ToggleButton>
        <ToggleButton value="wall" disabled={needsScale || props.wallTypes.length === 0}>
          Draw wall
        </ToggleButton>
        <ToggleButton value="split" disabled={needsScale}>
          Split wall
        </ToggleButton>
        <ToggleButton value="attenuationArea" disabled={needsScale || props.attenuationTypes.length === 0}>
          Attenuation area
        </ToggleButton>
        <ToggleButton value="area" disabled={needsScale}>
          Requirement area
        </ToggleButton>
        <ToggleButton value="scale">Measure scale</ToggleButton>
      </ToggleButtonGroup>
      <AreaPickers {...props} />
      <TextField
        select
        size="small"
        label="AP model"
        value={props.modelKey}
        onChange={(event) => props.onModelChange(event.target.value)}
        sx={{ minWidth: 220, maxWidth: 320 }}
      >
        {orgModels.length > 0 && <ListSubheader>In your organisation</ListSubheader>}
        {orgModels.map(option)}
        <ListSubheader>Common models</ListSubheader>
        {bundled.map(option)}
      </TextField>
      <Button size="small" variant="outlined" onClick={props.onPlaceAtCentre} disabled={needsScale}>
        Place at centre
      </Button>
      {props.wallTypes.length > 0 && (
        <TextField
          select
          size="small"
          label="Wall type"
          value={props.wallTypeId}
          onChange={(event) => props.onWallTypeChange(event.target.value)}
          sx={{ minWidth: 160 }}
        >
          {props.wallTypes.map((type) => (
            <MenuItem key={type.id} value={type.id}>
              {`${type.name} · ${type.lossDb.FIVE.toFixed(0)} dB at 5 GHz`}
            </MenuItem>
          ))}
        </TextField>
      )}
      <Button size="small" onClick={props.onUndo} disabled={!props.canUndo} aria-keyshortcuts="Control+Z">
        Undo
      </Button>
      <Button
        size="small"
        onClick={props.onRedo}
        disabled={!props.canRedo}
        aria-keyshortcuts="Control+Shift+Z Control+Y"
      >
        Redo
      </Button>
      <Button size="small" onClick={props.onSplit} disabled={!props.canSplit}>
        Split at midpoint
      </Button>
      <Button
        size="small"
        onClick={props.onRotate}
        disabled={props.selectedApCount === 0}
        aria-keyshortcuts="R"
      >
        Rotate 15°
      </Button>
      <Button
        size="small"
        onClick={props.onCopy}
        disabled={props.selectedApCount === 0}
        aria-keyshortcuts="Control+D"
      >
        Copy
      </Button>
      <Button
        size="small"
        color="error"
        onClick={props.onDelete}
        disabled={props.selectedCount === 0}
        aria-keyshortcuts="Delete"
      >
        Delete
      </Button>
      {props.autoPlan}
      <Chip
        data-testid="save-status"
        role="status"
        aria-live="polite"
        size="small"
        color={props.statusColor}
        variant="outlined"
        label={props.statusText}
        sx={{ ml: 'auto' }}
      />
    </Box>
  );
}
