/** The dashed ring that shows where the keyboard points on a floor plan (arrow keys move it). */
export function KeyboardCursor({ x, y, radius }: { x: number; y: number; radius: number }) {
  return (
    <circle
      cx={x}
      cy={y}
      r={radius * 1.4}
      fill="none"
      stroke="#0b5cad"
      strokeWidth={radius * 0.4}
      strokeDasharray={`${radius} ${radius * 0.6}`}
    />
  );
}
