import { useMemo, useRef, useState } from 'react';
import type { KeyboardEvent, PointerEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import type { Design } from '@airlens/domain';
import { useOrgApModels, pickerModels } from '../api/org-ap-models';
import { BUNDLED_AP_MODELS, modelKey } from '../catalogue/ap-models';
import {
  copyAccessPoints,
  deleteEntities,
  drawWalls,
  moveAccessPoints,
  placeAccessPoint,
  rotateAccessPoints,
} from '../editor/commands';
import { canRedo, canUndo } from '../editor/editor-state';
import { dragDelta, SNAP_METERS, snapToGrid, withOffset } from '../editor/plan-geometry';
import { planKeyHandler } from '../hooks/plan-keys';
import { editorKeyHandler, type EditorKeyActions } from '../hooks/use-editor-keys';
import { useDesignEditor } from '../hooks/use-design-editor';
import { useLivePrediction } from '../hooks/use-live-prediction';
import { floorAccessPoints, floorWalls, wallTypesOf, type PlanCoord } from '../model/design-view';
import { liveGrid, placedAccessPoint, planningFloorOf } from '../model/planning-input';
import { saveStatusText, type SaveStatus } from '../save/save-policy';
import { AccessPointPanel } from './access-point-panel';
import { AutoPlanButton } from './auto-plan-button';
import { ConflictDialog } from './conflict-dialog';
import { EditorMarkers } from './editor-markers';
import { EditorStage } from './editor-stage';
import { EditorToolbar, type EditorTool } from './editor-toolbar';
import type { FloorEditorSlot } from './floor-editor-slot';
import { LiveHeatmapLayer } from './live-heatmap-layer';

export interface FloorEditorBodyProps {
  slot: FloorEditorSlot;
  metersPerUnit: number;
  initialDesign: Design;
}

const STATUS_COLORS: Readonly<Record<SaveStatus['kind'], 'success' | 'info' | 'warning' | 'error'>> = {
  saved: 'success',
  saving: 'info',
  offline: 'warning',
  conflict: 'error',
  rejected: 'error',
};

interface Drag {
  ids: string[];
  start: PlanCoord;
  anchor: PlanCoord;
  delta: PlanCoord;
}

function newId(): string {
  return crypto.randomUUID();
}

/** The floor in edit mode: toolbar, the plan with the live heatmap and editable APs and walls, and the side panel. */
export function FloorEditorBody({ slot, metersPerUnit, initialDesign }: FloorEditorBodyProps) {
  const editor = useDesignEditor(slot.projectId, initialDesign, slot.projectVersion);
  const { design, selection } = editor.state;
  const floorId = slot.floor.id;
  const bounds = { widthUnits: slot.floor.width, heightUnits: slot.floor.height };
  const [tool, setTool] = useState<EditorTool>('select');
  const orgModels = useOrgApModels();
  // Not per render: a pointer move re-renders the editor.
  const models = useMemo(() => pickerModels(orgModels.data ?? []), [orgModels.data]);
  const [chosenModel, setChosenModel] = useState(modelKey(BUNDLED_AP_MODELS[0] ?? { vendor: '', model: '' }));
  const wallTypes = useMemo(() => wallTypesOf(design), [design]);
  const [wallTypeId, setWallTypeId] = useState(wallTypes[0]?.id ?? '');
  const [drag, setDrag] = useState<Drag | null>(null);
  const [drawing, setDrawing] = useState<PlanCoord[]>([]);
  const [pointer, setPointer] = useState<PlanCoord | null>(null);
  // The keyboard's stand-in for the pointer while a drawing tool is on (starts at the plan's centre).
  const [keyCursor, setKeyCursor] = useState<PlanCoord | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  // What a pointer-down on a marker grabbed; the plan's own handler (which knows the point) acts on it.
  const containerRef = useRef<HTMLDivElement>(null);
  const grabRef = useRef<{ kind: 'accessPoint' | 'wall'; id: string; isAdding: boolean } | null>(null);
  const snapStep = SNAP_METERS / metersPerUnit;

  const accessPoints = useMemo(() => floorAccessPoints(design, floorId), [design, floorId]);
  const walls = useMemo(() => floorWalls(design, floorId), [design, floorId]);
  const shown = useMemo(
    () => (drag === null ? accessPoints : withOffset(accessPoints, drag.ids, drag.delta, bounds)),
    // bounds is derived from the slot's floor, which does not change while editing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [accessPoints, drag],
  );
  const widthMeters = slot.floor.width * metersPerUnit;
  const heightMeters = slot.floor.height * metersPerUnit;
  const scene = useMemo(
    () => ({
      floor: planningFloorOf(design, floorId, metersPerUnit),
      grid: liveGrid(widthMeters, heightMeters),
      band: slot.band,
    }),
    [design, floorId, metersPerUnit, widthMeters, heightMeters, slot.band],
  );
  const placed = useMemo(
    () => shown.filter((ap) => ap.radios.length > 0).map((ap) => placedAccessPoint(ap, metersPerUnit)),
    [shown, metersPerUnit],
  );
  const live = useLivePrediction(scene, placed);
  const selectedAps = accessPoints.filter((ap) => selection.accessPointIds.includes(ap.id));
  const radius = Math.max(slot.floor.width, slot.floor.height) / 120;

  function run(label: string, operations: Parameters<typeof editor.run>[1]): boolean {
    const failure = editor.run(label, operations);
    setMessage(failure);
    return failure === null;
  }

  const model = models.find((entry) => modelKey(entry.model) === chosenModel)?.model ?? BUNDLED_AP_MODELS[0];
  const height = accessPoints[0]?.radios[0]?.heightMeters ?? 3;

  function place(coord: PlanCoord): void {
    if (model === undefined) {
      return;
    }
    const operations = placeAccessPoint(
      design,
      { floorPlanId: floorId, coord, model, mountHeightMeters: height },
      newId,
    );
    if (run(`Place ${modelKey(model)}`, operations) && operations[0] !== undefined) {
      editor.select({ kind: 'accessPoint', id: operations[0].id });
    }
  }

  function finishWall(): void {
    const points = drawing.filter(
      (point, index) => index === 0 || point.x !== drawing[index - 1]?.x || point.y !== drawing[index - 1]?.y,
    );
    if (points.length >= 2 && wallTypeId !== '') {
      run('Draw wall', drawWalls({ floorPlanId: floorId, points, wallTypeId }, newId));
    }
    setDrawing([]);
  }

  function handlePlanPointerDown(coord: PlanCoord, event: PointerEvent<SVGSVGElement>): void {
    const grab = grabRef.current;
    grabRef.current = null;
    const at = event.shiftKey ? snapToGrid(coord, snapStep) : coord;
    if (tool === 'place') {
      place(at);
      setTool('select');
      return;
    }
    if (tool === 'wall') {
      setDrawing((points) => [...points, at]);
      return;
    }
    if (grab === null) {
      editor.select(null);
      return;
    }
    if (grab.kind === 'wall') {
      editor.select(grab, grab.isAdding);
      return;
    }
    const isSelected = selection.accessPointIds.includes(grab.id);
    if (!isSelected || grab.isAdding) {
      editor.select(grab, grab.isAdding);
    }
    const ids = isSelected
      ? [...selection.accessPointIds]
      : grab.isAdding
        ? [...selection.accessPointIds, grab.id]
        : [grab.id];
    const anchor = accessPoints.find((ap) => ap.id === grab.id)?.coord ?? coord;
    event.currentTarget.setPointerCapture(event.pointerId);
    setDrag({ ids, start: coord, anchor, delta: { x: 0, y: 0 } });
  }

  function handlePlanPointerMove(coord: PlanCoord, event: PointerEvent<SVGSVGElement>): void {
    if (tool === 'wall') {
      setPointer(event.shiftKey ? snapToGrid(coord, snapStep) : coord);
    }
    if (drag !== null) {
      setDrag({
        ...drag,
        delta: dragDelta(drag.start, coord, drag.anchor, event.shiftKey ? snapStep : null),
      });
    }
  }

  function handlePlanPointerUp(): void {
    if (drag === null) {
      return;
    }
    setDrag(null);
    if (drag.delta.x !== 0 || drag.delta.y !== 0) {
      run(
        drag.ids.length === 1 ? 'Move access point' : `Move ${drag.ids.length} access points`,
        moveAccessPoints(design, drag.ids, drag.delta, bounds),
      );
    }
  }

  const actions: EditorKeyActions = {
    undo: editor.undo,
    redo: editor.redo,
    deleteSelection: () => {
      run('Delete', deleteEntities(selection));
      // The focused marker is gone: keep the keyboard in the editor (undo must still reach it).
      containerRef.current?.focus();
    },
    copySelection: () => {
      const copy = copyAccessPoints(
        design,
        selection.accessPointIds,
        { x: radius * 4, y: radius * 4 },
        newId,
      );
      if (run('Copy', copy.operations)) {
        copy.copyIds.forEach((id, index) => editor.select({ kind: 'accessPoint', id }, index > 0));
      }
    },
    rotateSelection: (degrees) =>
      run('Rotate', rotateAccessPoints(design, selection.accessPointIds, degrees)),
    nudgeSelection: (delta) =>
      run('Nudge', moveAccessPoints(design, selection.accessPointIds, delta, bounds)),
    cancel: () => {
      setDrawing([]);
      setTool('select');
      editor.select(null);
    },
    finishWall,
    hasApSelection: selection.accessPointIds.length > 0,
    metersPerUnit,
  };
  const handlePlanKeyDown = planKeyHandler({
    at: keyCursor ?? { x: bounds.widthUnits / 2, y: bounds.heightUnits / 2 },
    bounds,
    metersPerUnit,
    onCursor: (next) => {
      setKeyCursor(next);
      setPointer(next);
    },
    onSpace: (at) => {
      if (tool === 'place') {
        place(at);
        setTool('select');
      } else {
        setDrawing((points) => [...points, at]);
      }
    },
    onEnter: () => tool === 'wall' && finishWall(),
  });

  function handleKeyDown(event: KeyboardEvent<HTMLElement>): void {
    editorKeyHandler(actions)(event);
  }

  return (
    <Box
      ref={containerRef}
      tabIndex={-1}
      onKeyDown={handleKeyDown}
      sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, minWidth: 0, outline: 'none' }}
    >
      <Paper variant="outlined" sx={{ p: 1.5 }}>
        <EditorToolbar
          tool={tool}
          onToolChange={(next) => {
            setTool(next);
            setDrawing([]);
          }}
          models={models}
          modelKey={chosenModel}
          onModelChange={setChosenModel}
          onPlaceAtCentre={() => place({ x: slot.floor.width / 2, y: slot.floor.height / 2 })}
          wallTypes={wallTypes}
          wallTypeId={wallTypeId}
          onWallTypeChange={setWallTypeId}
          canUndo={canUndo(editor.state)}
          canRedo={canRedo(editor.state)}
          onUndo={editor.undo}
          onRedo={editor.redo}
          selectedCount={selection.accessPointIds.length + selection.wallIds.length}
          selectedApCount={selection.accessPointIds.length}
          onRotate={() => actions.rotateSelection(15)}
          onCopy={actions.copySelection}
          onDelete={actions.deleteSelection}
          statusText={saveStatusText(editor.status, editor.state.pending.length)}
          statusColor={STATUS_COLORS[editor.status.kind]}
          autoPlan={
            <AutoPlanButton
              {...{ projectId: slot.projectId, floorId, metersPerUnit, design, model, newId }}
              mountHeightMeters={height}
              onApply={(operations) => run('Auto-plan', operations)}
            />
          }
        />
      </Paper>
      {message !== null && (
        <Alert severity="error" onClose={() => setMessage(null)}>
          {message}
        </Alert>
      )}
      {live.error !== null && <Alert severity="warning">{`The live heatmap stopped: ${live.error}`}</Alert>}
      {tool === 'wall' && (
        <Alert severity="info">
          Click the wall's corners; double-click or press Enter to finish, Escape to cancel. Hold Shift to
          snap to 0.1 m.
        </Alert>
      )}
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 1fr) 340px' },
          alignItems: 'start',
        }}
      >
        <EditorStage
          floorName={slot.floor.name}
          widthUnits={slot.floor.width}
          heightUnits={slot.floor.height}
          imageUrl={slot.imageUrl}
          cursor={tool === 'select' ? 'default' : 'crosshair'}
          heatmap={
            live.answer !== null && (
              <LiveHeatmapLayer
                answer={live.answer}
                cellMeters={scene.grid.cellMeters}
                widthMeters={widthMeters}
                heightMeters={heightMeters}
              />
            )
          }
          onPlanPointerDown={handlePlanPointerDown}
          onPlanPointerMove={handlePlanPointerMove}
          onPlanPointerUp={handlePlanPointerUp}
          onPlanDoubleClick={() => tool === 'wall' && finishWall()}
          onPlanKeyDown={tool === 'select' ? null : handlePlanKeyDown}
          keyboardHint={
            tool === 'place'
              ? 'Arrow keys move the cursor (Shift: 1 m), Space places the access point'
              : 'Arrow keys move the cursor (Shift: 1 m), Space adds a corner, Enter finishes the wall'
          }
        >
          <EditorMarkers
            accessPoints={shown}
            walls={walls}
            wallTypes={new Map(wallTypes.map((type) => [type.id, type]))}
            selectedApIds={selection.accessPointIds}
            selectedWallIds={selection.wallIds}
            radius={radius}
            drawing={drawing}
            pointer={pointer}
            keyCursor={
              tool === 'select'
                ? null
                : (keyCursor ?? { x: bounds.widthUnits / 2, y: bounds.heightUnits / 2 })
            }
            onApPointerDown={(event, id) => {
              grabRef.current = {
                kind: 'accessPoint',
                id,
                isAdding: event.shiftKey || event.ctrlKey || event.metaKey,
              };
            }}
            onWallPointerDown={(event, id) => {
              grabRef.current = {
                kind: 'wall',
                id,
                isAdding: event.shiftKey || event.ctrlKey || event.metaKey,
              };
            }}
            onMarkerKeyDown={(event, target) => {
              if (event.key === 'Enter' || event.key === ' ') {
                event.preventDefault();
                event.stopPropagation();
                editor.select(target, event.shiftKey);
              }
            }}
          />
        </EditorStage>
        <AccessPointPanel
          design={design}
          selected={selectedAps}
          selectedWallCount={selection.wallIds.length}
          onRun={run}
        />
      </Box>
      <ConflictDialog
        dropped={editor.conflict === null ? null : editor.conflict.rebase.dropped}
        onKeep={() => editor.resolveConflict('keep')}
        onDiscard={() => editor.resolveConflict('discard')}
      />
    </Box>
  );
}
