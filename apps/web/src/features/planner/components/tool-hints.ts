import type { EditorTool } from '../hooks/use-editor-tools';

/** What the tool asks of the pointer, shown above the plan while it is on (none for select and scale). */
export function toolHint(tool: EditorTool): string | null {
  switch (tool) {
    case 'wall':
      return "Click the wall's corners; double-click or press Enter to finish, Escape to cancel. Hold Shift to snap to 0.1 m.";
    case 'attenuationArea':
    case 'area':
      return "Click the area's corners; double-click or press Enter to close it, Escape to cancel. Hold Shift to snap to 0.1 m.";
    case 'split':
      return 'Click a wall where it should be split in two. Escape goes back to selecting.';
    default:
      return null;
  }
}

/** What the keyboard does on the focused plan with the tool (the plan's accessible description). */
export function keyboardHint(tool: EditorTool): string {
  const move = 'Arrow keys move the cursor (Shift: 1 m)';
  switch (tool) {
    case 'place':
      return `${move}, Space places the access point`;
    case 'split':
      return `${move}, Space splits the wall nearest the cursor`;
    case 'scale':
      return `${move}, Space places a measuring point`;
    case 'attenuationArea':
    case 'area':
      return `${move}, Space adds a corner, Enter closes the area`;
    default:
      return `${move}, Space adds a corner, Enter finishes the wall`;
  }
}
