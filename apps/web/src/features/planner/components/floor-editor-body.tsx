import { useMemo, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import type { Design } from '@airlens/domain';
import { useOrgApModels, pickerModels } from '../api/org-ap-models';
import { BUNDLED_AP_MODELS, modelKey } from '../catalogue/ap-models';
import { setAreaRequirement, setFloorScale } from '../editor/area-commands';
import { idsInBox } from '../editor/box-selection';
import {
  copyAccessPoints,
  deleteEntities,
  moveAccessPoints,
  placeAccessPoint,
  rotateAccessPoints,
} from '../editor/commands';
import { canRedo, canUndo, selectionCount, type SelectionTarget } from '../editor/editor-state';
import { withOffset } from '../editor/plan-geometry';
import { editorKeyHandler, type EditorKeyActions } from '../hooks/use-editor-keys';
import { useDesignEditor } from '../hooks/use-design-editor';
import { useEditorTools } from '../hooks/use-editor-tools';
import { useFocusMarker } from '../hooks/use-focus-marker';
import { useLivePrediction } from '../hooks/use-live-prediction';
import {
  attenuationAreaTypesOf,
  floorAttenuationAreas,
  floorRequirementAreas,
  requirementsOf,
} from '../model/design-areas';
import { floorAccessPoints, floorWalls, wallTypesOf, type PlanCoord } from '../model/design-view';
import { floorScaleOf, liveGrid, placedAccessPoint, planningFloorOf } from '../model/planning-input';
import { saveStatusText, type SaveStatus } from '../save/save-policy';
import { AccessPointPanel } from './access-point-panel';
import { AreaRequirementField } from './area-requirement-field';
import { AutoPlanButton } from './auto-plan-button';
import { ConflictDialog } from './conflict-dialog';
import { EditorAreas } from './editor-areas';
import { EditorDrawingAids } from './editor-drawing-aids';
import { EditorMarkers } from './editor-markers';
import { EditorNotices } from './editor-notices';
import { EditorStage } from './editor-stage';
import { EditorToolbar } from './editor-toolbar';
import type { FloorEditorSlot } from './floor-editor-slot';
import { LiveGreyOutSwitch, useLiveGreyOut } from './live-grey-out';
import { LiveHeatmapLayer } from './live-heatmap-layer';
import { ScaleMeasureForm } from './scale-measure-form';
import { describeSelection } from './selection-summary';
import { keyboardHint, toolHint } from './tool-hints';

export interface FloorEditorBodyProps {
  slot: FloorEditorSlot;
  /** The floor's scale when the editor opened; null for a floor without one (the editor then measures it first). */
  metersPerUnit: number | null;
  initialDesign: Design;
}

const STATUS_COLORS: Readonly<Record<SaveStatus['kind'], 'success' | 'info' | 'warning' | 'error'>> = {
  saved: 'success',
  saving: 'info',
  offline: 'warning',
  conflict: 'error',
  rejected: 'error',
};

/**
 * Until the floor has a scale, steps given in metres (keyboard cursor 0.1 m and 1 m, Shift-snapping) move 1 and
 * 10 plan units; nothing metric is shown or predicted meanwhile.
 */
const UNSCALED_STEP_METERS_PER_UNIT = 0.1;

function newId(): string {
  return crypto.randomUUID();
}

/** The floor in edit mode: toolbar, the plan with the live heatmap and editable APs and walls, and the side panel. */
export function FloorEditorBody({ slot, metersPerUnit: openedScale, initialDesign }: FloorEditorBodyProps) {
  const editor = useDesignEditor(slot.projectId, initialDesign, slot.projectVersion);
  const { design, selection } = editor.state;
  const floorId = slot.floor.id;
  // The scale measured in the editor is a design edit: the heatmap follows it (and its undo) at once.
  const scale = floorScaleOf(design, floorId)?.metersPerUnit ?? openedScale;
  const isScaled = scale !== null;
  const metersPerUnit = scale ?? UNSCALED_STEP_METERS_PER_UNIT;
  const bounds = { widthUnits: slot.floor.width, heightUnits: slot.floor.height };
  const orgModels = useOrgApModels();
  // Not per render: a pointer move re-renders the editor.
  const models = useMemo(() => pickerModels(orgModels.data ?? []), [orgModels.data]);
  const [chosenModel, setChosenModel] = useState(modelKey(BUNDLED_AP_MODELS[0] ?? { vendor: '', model: '' }));
  const wallTypes = useMemo(() => wallTypesOf(design), [design]);
  const attenuationTypes = useMemo(() => attenuationAreaTypesOf(design), [design]);
  const requirements = useMemo(() => requirementsOf(design), [design]);
  const [wallTypeId, setWallTypeId] = useState(wallTypes[0]?.id ?? '');
  const [attenuationTypeId, setAttenuationTypeId] = useState(attenuationTypes[0]?.id ?? '');
  const [requirementId, setRequirementId] = useState(requirements[0]?.id ?? '');
  const [message, setMessage] = useState<string | null>(null);
  const containerRef = useRef<HTMLDivElement>(null);

  const accessPoints = useMemo(() => floorAccessPoints(design, floorId), [design, floorId]);
  const walls = useMemo(() => floorWalls(design, floorId), [design, floorId]);
  const attenuationAreas = useMemo(() => floorAttenuationAreas(design, floorId), [design, floorId]);
  const areas = useMemo(() => floorRequirementAreas(design, floorId), [design, floorId]);
  const selectedAps = accessPoints.filter((ap) => selection.accessPointIds.includes(ap.id));
  const selectedAreas = areas.filter((area) => selection.areaIds.includes(area.id));
  const radius = Math.max(slot.floor.width, slot.floor.height) / 120;

  function run(label: string, operations: Parameters<typeof editor.run>[1]): boolean {
    const failure = editor.run(label, operations);
    setMessage(failure);
    return failure === null;
  }

  const model = models.find((entry) => modelKey(entry.model) === chosenModel)?.model ?? BUNDLED_AP_MODELS[0];
  const height = accessPoints[0]?.radios[0]?.heightMeters ?? 3;

  const focusMarker = useFocusMarker(containerRef, accessPoints);
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
      focusMarker(operations[0].id);
    }
  }

  const tools = useEditorTools({
    ...{ editor, floorId, bounds, metersPerUnit, accessPoints, walls, run, place, newId },
    onMessage: setMessage,
    wallTypeId,
    attenuationAreaTypeId: attenuationTypeId,
    requirementId: requirementId === '' ? null : requirementId,
    initialTool: isScaled ? 'select' : 'scale',
  });
  const { tool, drag } = tools;
  const shown = useMemo(
    () => (drag === null ? accessPoints : withOffset(accessPoints, drag.ids, drag.delta, bounds)),
    // bounds is derived from the slot's floor, which does not change while editing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [accessPoints, drag],
  );
  const widthMeters = slot.floor.width * metersPerUnit;
  const heightMeters = slot.floor.height * metersPerUnit;
  const scene = useMemo(
    () =>
      isScaled
        ? {
            floor: planningFloorOf(design, floorId, metersPerUnit),
            grid: liveGrid(widthMeters, heightMeters),
            band: slot.band,
          }
        : null,
    [isScaled, design, floorId, metersPerUnit, widthMeters, heightMeters, slot.band],
  );
  const placed = useMemo(
    () => shown.filter((ap) => ap.radios.length > 0).map((ap) => placedAccessPoint(ap, metersPerUnit)),
    [shown, metersPerUnit],
  );
  const live = useLivePrediction(scene, placed);
  const greyOut = useLiveGreyOut(
    scene && { design, floorId, metersPerUnit, grid: scene.grid, band: slot.band },
  );
  const attenuationTypeById = new Map(attenuationTypes.map((type) => [type.id, type]));
  const requirementById = new Map(requirements.map((requirement) => [requirement.id, requirement]));

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
      tools.cancel();
      editor.select(null);
    },
    finishWall: tools.finishShape,
    hasApSelection: selection.accessPointIds.length > 0,
    metersPerUnit,
  };

  function handleKeyDown(event: KeyboardEvent<HTMLElement>): void {
    editorKeyHandler(actions)(event);
  }

  function handleMarkerKeyDown(event: KeyboardEvent<SVGElement>, target: SelectionTarget): void {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      event.stopPropagation();
      editor.select(target, event.shiftKey);
    }
  }

  const hint = toolHint(tool);
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
          onToolChange={tools.changeTool}
          models={models}
          modelKey={chosenModel}
          onModelChange={setChosenModel}
          onPlaceAtCentre={() => place({ x: slot.floor.width / 2, y: slot.floor.height / 2 })}
          wallTypes={wallTypes}
          wallTypeId={wallTypeId}
          onWallTypeChange={setWallTypeId}
          attenuationTypes={attenuationTypes}
          attenuationTypeId={attenuationTypeId}
          onAttenuationTypeChange={setAttenuationTypeId}
          requirements={requirements}
          requirementId={requirementId}
          onRequirementChange={setRequirementId}
          canUndo={canUndo(editor.state)}
          canRedo={canRedo(editor.state)}
          onUndo={editor.undo}
          onRedo={editor.redo}
          selectedCount={selectionCount(selection)}
          selectedApCount={selection.accessPointIds.length}
          canSplit={selection.wallIds.length === 1}
          onSplit={tools.splitSelectedWall}
          onRotate={() => actions.rotateSelection(15)}
          onCopy={actions.copySelection}
          onDelete={actions.deleteSelection}
          statusText={saveStatusText(editor.status, editor.state.pending.length)}
          statusColor={STATUS_COLORS[editor.status.kind]}
          needsScale={!isScaled}
          autoPlan={
            isScaled && (
              <AutoPlanButton
                {...{ projectId: slot.projectId, floorId, metersPerUnit, design, model, newId }}
                mountHeightMeters={height}
                onApply={(operations) => run('Auto-plan', operations)}
              />
            )
          }
        />
      </Paper>
      <EditorNotices
        message={message}
        onCloseMessage={() => setMessage(null)}
        droppedCommands={editor.state.droppedCommands}
        onCloseDroppedCommands={editor.dismissDroppedCommands}
        liveError={live.error}
        isScaled={isScaled}
        toolHint={hint}
      />
      {tool === 'scale' && (
        <ScaleMeasureForm
          points={tools.measure}
          widthUnits={slot.floor.width}
          heightUnits={slot.floor.height}
          onSetScale={(next) => {
            if (run('Set scale', setFloorScale(floorId, next))) {
              tools.changeTool('select');
            }
          }}
        />
      )}
      {isScaled && <LiveGreyOutSwitch isOn={greyOut.isOn} onChange={greyOut.setIsOn} />}
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
            live.answer !== null &&
            scene !== null && (
              <LiveHeatmapLayer
                answer={live.answer}
                cellMeters={scene.grid.cellMeters}
                widthMeters={widthMeters}
                heightMeters={heightMeters}
                requiredDbm={greyOut.requiredDbm}
              />
            )
          }
          onPlanPointerDown={tools.handlePlanPointerDown}
          onPlanPointerMove={tools.handlePlanPointerMove}
          onPlanPointerUp={tools.handlePlanPointerUp}
          onPlanDoubleClick={tools.handlePlanDoubleClick}
          onPlanKeyDown={tools.handlePlanKeyDown}
          onBoxSelect={
            tool === 'select'
              ? (rect, isAdding) => editor.selectBox(idsInBox(rect, accessPoints, walls), isAdding)
              : undefined
          }
          keyboardHint={keyboardHint(tool)}
        >
          <EditorAreas
            attenuationAreas={attenuationAreas}
            attenuationTypes={attenuationTypeById}
            areas={areas}
            requirements={requirementById}
            selectedAttenuationAreaIds={selection.attenuationAreaIds}
            selectedAreaIds={selection.areaIds}
            strokeUnits={radius * 0.3}
            onAreaPointerDown={(event, target) =>
              tools.grab(target.kind, target.id, event.shiftKey || event.ctrlKey || event.metaKey)
            }
            onMarkerKeyDown={handleMarkerKeyDown}
          />
          <EditorMarkers
            accessPoints={shown}
            walls={walls}
            wallTypes={new Map(wallTypes.map((type) => [type.id, type]))}
            selectedApIds={selection.accessPointIds}
            selectedWallIds={selection.wallIds}
            radius={radius}
            onApPointerDown={(event, id) =>
              tools.grab('accessPoint', id, event.shiftKey || event.ctrlKey || event.metaKey)
            }
            onWallPointerDown={(event, id) =>
              tools.grab('wall', id, event.shiftKey || event.ctrlKey || event.metaKey)
            }
            onMarkerKeyDown={handleMarkerKeyDown}
          />
          <EditorDrawingAids
            drawing={tools.drawing}
            isClosedShape={tools.isClosedShape}
            measure={tools.measure}
            pointer={tools.pointer}
            keyCursor={tools.keyCursor}
            radius={radius}
          />
        </EditorStage>
        <AccessPointPanel
          design={design}
          selected={selectedAps}
          otherSelection={describeSelection(selection, {
            attenuationAreas,
            attenuationTypes: attenuationTypeById,
            areas,
            requirements: requirementById,
          })}
          otherControls={
            <AreaRequirementField
              areas={selectedAreas}
              requirements={requirements}
              onChange={(id) =>
                run(
                  'Change area requirement',
                  setAreaRequirement(
                    selectedAreas.map((area) => area.id),
                    id,
                  ),
                )
              }
            />
          }
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
