import { useRef, useState } from 'react';
import type { KeyboardEvent, PointerEvent } from 'react';
import type { DesignOperation } from '@airlens/domain';
import { drawAttenuationArea, drawRequirementArea, polygonProblem } from '../editor/area-commands';
import { drawWalls, moveAccessPoints } from '../editor/commands';
import type { SelectionKind, SelectionTarget } from '../editor/editor-state';
import { dragDelta, nearestOnSegment, SNAP_METERS, snapToGrid } from '../editor/plan-geometry';
import { splitWall } from '../editor/wall-commands';
import type { DesignAccessPoint, DesignWall, PlanCoord } from '../model/design-view';
import type { DesignEditor } from './use-design-editor';
import { planKeyHandler } from './plan-keys';

/** What a click on the plan does. */
export type EditorTool = 'select' | 'place' | 'wall' | 'split' | 'attenuationArea' | 'area' | 'scale';

/** The tools that draw a shape corner by corner. */
const SHAPE_TOOLS: ReadonlySet<EditorTool> = new Set(['wall', 'attenuationArea', 'area']);

/** A split by click or keyboard takes the wall nearest the point within this many metres. */
const SPLIT_REACH_METERS = 1;

interface Drag {
  ids: string[];
  start: PlanCoord;
  anchor: PlanCoord;
  delta: PlanCoord;
}

export interface EditorToolsOptions {
  editor: DesignEditor;
  floorId: string;
  bounds: { widthUnits: number; heightUnits: number };
  metersPerUnit: number;
  accessPoints: readonly DesignAccessPoint[];
  walls: readonly DesignWall[];
  /** Runs a command; false when it could not apply (the editor shows why). */
  run: (label: string, operations: readonly DesignOperation[]) => boolean;
  /** Places an AP of the chosen model at a point. */
  place: (coord: PlanCoord) => void;
  /** Tells the user why a gesture did nothing. */
  onMessage: (message: string) => void;
  /** The types and requirement new walls and areas get. */
  wallTypeId: string;
  attenuationAreaTypeId: string;
  requirementId: string | null;
  newId: () => string;
  /** The tool the editor opens with (measuring the scale on a floor that has none). */
  initialTool?: EditorTool;
}

/**
 * The plan's tools: selecting and dragging APs, placing one, drawing walls and areas corner by corner, splitting
 * a wall, and measuring a known distance for the scale — by pointer and by keyboard (arrows move a cursor, Space
 * acts there, Enter or a double-click finishes a shape, Escape cancels).
 */
export function useEditorTools(options: EditorToolsOptions) {
  const { editor, floorId, bounds, metersPerUnit, run } = options;
  const { selection } = editor.state;
  const [tool, setTool] = useState<EditorTool>(options.initialTool ?? 'select');
  const [drag, setDrag] = useState<Drag | null>(null);
  const [drawing, setDrawing] = useState<PlanCoord[]>([]);
  const [measure, setMeasure] = useState<PlanCoord[]>([]);
  const [pointer, setPointer] = useState<PlanCoord | null>(null);
  // The keyboard's stand-in for the pointer while a drawing tool is on (starts at the plan's centre).
  const [keyCursor, setKeyCursor] = useState<PlanCoord | null>(null);
  // What a pointer-down on a marker grabbed; the plan's own handler (which knows the point) acts on it.
  const grabRef = useRef<(SelectionTarget & { isAdding: boolean }) | null>(null);
  const snapStep = SNAP_METERS / metersPerUnit;
  const cursorAt = keyCursor ?? { x: bounds.widthUnits / 2, y: bounds.heightUnits / 2 };

  function changeTool(next: EditorTool): void {
    setTool(next);
    setDrawing([]);
    setMeasure([]);
  }

  function finishShape(): void {
    const points = drawing;
    setDrawing([]);
    if (tool === 'wall') {
      const corners = points.filter(
        (point, index) => index === 0 || point.x !== points[index - 1]?.x || point.y !== points[index - 1]?.y,
      );
      if (corners.length >= 2 && options.wallTypeId !== '') {
        run(
          'Draw wall',
          drawWalls({ floorPlanId: floorId, points: corners, wallTypeId: options.wallTypeId }, options.newId),
        );
      }
      return;
    }
    if (tool !== 'attenuationArea' && tool !== 'area') {
      return;
    }
    const problem = polygonProblem(points);
    if (problem !== null) {
      options.onMessage(problem);
      return;
    }
    const operations =
      tool === 'attenuationArea'
        ? drawAttenuationArea(
            { floorPlanId: floorId, points, attenuationAreaTypeId: options.attenuationAreaTypeId },
            options.newId,
          )
        : drawRequirementArea(
            editor.state.design,
            { floorPlanId: floorId, points, requirementId: options.requirementId },
            options.newId,
          );
    const id = operations[0]?.id;
    const label = tool === 'attenuationArea' ? 'Draw attenuation area' : 'Draw requirement area';
    if (run(label, operations) && id !== undefined) {
      editor.select({ kind: tool, id });
    }
  }

  /** Splits a wall at a point: the wall given, or the one nearest the point within reach. */
  function splitAt(at: PlanCoord | null, wallId?: string): void {
    const reach = SPLIT_REACH_METERS / metersPerUnit;
    const target =
      wallId ??
      options.walls
        .map((wall) => ({
          id: wall.id,
          distance: at === null ? Infinity : nearestOnSegment(at, wall.a, wall.b).distance,
        }))
        .filter((candidate) => candidate.distance <= reach)
        .sort((a, b) => a.distance - b.distance)[0]?.id;
    if (target === undefined) {
      options.onMessage('No wall there to split: point at a wall.');
      return;
    }
    const split = splitWall(editor.state.design, target, at, options.newId);
    if (split === null) {
      options.onMessage('A wall splits between its ends, not at one of them.');
      return;
    }
    if (run('Split wall', split.operations)) {
      split.halfIds.forEach((id, index) => editor.select({ kind: 'wall', id }, index > 0));
    }
  }

  function splitSelectedWall(): void {
    const [wallId] = selection.wallIds;
    if (wallId !== undefined) {
      splitAt(null, wallId);
    }
  }

  function addMeasurePoint(at: PlanCoord): void {
    // A third point starts a new measurement.
    setMeasure((points) => (points.length >= 2 ? [at] : [...points, at]));
  }

  /** A press on the plan: true when a tool or a marker took it (no selection box then). */
  function handlePlanPointerDown(coord: PlanCoord, event: PointerEvent<SVGSVGElement>): boolean {
    const grab = grabRef.current;
    grabRef.current = null;
    const at = event.shiftKey ? snapToGrid(coord, snapStep) : coord;
    if (tool === 'place') {
      options.place(at);
      setTool('select');
      return true;
    }
    if (SHAPE_TOOLS.has(tool)) {
      setDrawing((points) => [...points, at]);
      return true;
    }
    if (tool === 'scale') {
      addMeasurePoint(at);
      return true;
    }
    if (tool === 'split') {
      splitAt(coord, grab?.kind === 'wall' ? grab.id : undefined);
      return true;
    }
    if (grab === null) {
      // Empty plan: a click clears the selection; with Shift or Ctrl it may start a box that adds to it.
      if (!(event.shiftKey || event.ctrlKey || event.metaKey)) {
        editor.select(null);
      }
      return false;
    }
    if (grab.kind !== 'accessPoint') {
      editor.select(grab, grab.isAdding);
      return true;
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
    const anchor = options.accessPoints.find((ap) => ap.id === grab.id)?.coord ?? coord;
    event.currentTarget.setPointerCapture(event.pointerId);
    setDrag({ ids, start: coord, anchor, delta: { x: 0, y: 0 } });
    return true;
  }

  function handlePlanPointerMove(coord: PlanCoord, event: PointerEvent<SVGSVGElement>): void {
    if (SHAPE_TOOLS.has(tool) || tool === 'scale') {
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
        moveAccessPoints(editor.state.design, drag.ids, drag.delta, bounds),
      );
    }
  }

  const handlePlanKeyDown = planKeyHandler({
    at: cursorAt,
    bounds,
    metersPerUnit,
    onCursor: (next) => {
      setKeyCursor(next);
      setPointer(next);
    },
    onSpace: (at) => {
      if (tool === 'place') {
        options.place(at);
        setTool('select');
      } else if (tool === 'split') {
        splitAt(at);
      } else if (tool === 'scale') {
        addMeasurePoint(at);
      } else {
        setDrawing((points) => [...points, at]);
      }
    },
    onEnter: finishShape,
  });

  return {
    tool,
    changeTool,
    drag,
    drawing,
    measure,
    pointer,
    /** Where Space acts with a drawing tool; null with the select tool. */
    keyCursor: tool === 'select' ? null : cursorAt,
    isClosedShape: tool === 'attenuationArea' || tool === 'area',
    grab: (kind: SelectionKind, id: string, isAdding: boolean) => {
      grabRef.current = { kind, id, isAdding };
    },
    handlePlanPointerDown,
    handlePlanPointerMove,
    handlePlanPointerUp,
    handlePlanDoubleClick: finishShape,
    handlePlanKeyDown:
      tool === 'select' ? null : (event: KeyboardEvent<SVGSVGElement>) => handlePlanKeyDown(event),
    finishShape,
    splitSelectedWall,
    /** Escape: drop what is being drawn or measured and go back to selecting. */
    cancel: () => changeTool('select'),
    /** After the scale is set, the measurement is done. */
    clearMeasure: () => setMeasure([]),
  };
}

export type EditorTools = ReturnType<typeof useEditorTools>;
