import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { InsightsFloorPlan, VersionDiff } from '@airlens/contract';
import { useFloorPlans, useImageUrl } from '@/components/project-floor-queries';
import { diffMarkersByFloor, markerCounts, type DiffMarker } from '../model/diff-markers';

const COLORS = { added: '#1e8e3e', removed: '#d93025', moved: '#1565c0', ghost: '#5f6368' } as const;

function Marker({ marker, radius }: { marker: DiffMarker; radius: number }) {
  const stroke = radius / 3;
  if (marker.kind === 'added') {
    return (
      <g>
        <title>{`${marker.name}: added`}</title>
        <circle
          cx={marker.x}
          cy={marker.y}
          r={radius}
          fill={COLORS.added}
          stroke="#fff"
          strokeWidth={stroke}
        />
      </g>
    );
  }
  // A ghost: the dashed outline of where the AP stood.
  const ghost = (
    <circle
      cx={marker.x}
      cy={marker.y}
      r={radius}
      fill="rgba(255, 255, 255, 0.6)"
      stroke={marker.kind === 'removed' ? COLORS.removed : COLORS.ghost}
      strokeWidth={stroke}
      strokeDasharray={`${stroke * 1.5} ${stroke}`}
    />
  );
  if (marker.kind === 'removed' || marker.to === undefined) {
    return (
      <g>
        <title>{`${marker.name}: removed (was here)`}</title>
        {ghost}
        <path
          d={`M${marker.x - radius / 2} ${marker.y - radius / 2}L${marker.x + radius / 2} ${marker.y + radius / 2}M${marker.x + radius / 2} ${marker.y - radius / 2}L${marker.x - radius / 2} ${marker.y + radius / 2}`}
          stroke={COLORS.removed}
          strokeWidth={stroke}
        />
      </g>
    );
  }
  return (
    <g>
      <title>{`${marker.name}: moved from the dashed outline to the filled mark`}</title>
      {ghost}
      <line
        x1={marker.x}
        y1={marker.y}
        x2={marker.to.x}
        y2={marker.to.y}
        stroke={COLORS.moved}
        strokeWidth={stroke}
        markerEnd="url(#version-diff-arrow)"
      />
      <circle
        cx={marker.to.x}
        cy={marker.to.y}
        r={radius}
        fill={COLORS.moved}
        stroke="#fff"
        strokeWidth={stroke}
      />
    </g>
  );
}

function FloorMarks({
  projectId,
  floor,
  markers,
}: {
  projectId: string;
  floor: InsightsFloorPlan;
  markers: DiffMarker[];
}) {
  const image = useImageUrl(projectId, floor.bitmapImageId ?? floor.imageId);
  const radius = Math.max(floor.width, floor.height) / 110;
  return (
    <Box
      component="svg"
      role="img"
      aria-label={`Changed access points on ${floor.name}: ${markerCounts(markers)}`}
      viewBox={`0 0 ${floor.width} ${floor.height}`}
      sx={{
        width: '100%',
        maxHeight: 420,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        bgcolor: 'grey.100',
      }}
    >
      <defs>
        <marker
          id="version-diff-arrow"
          viewBox="0 0 10 10"
          refX="9"
          refY="5"
          markerWidth="4"
          markerHeight="4"
          orient="auto"
        >
          <path d="M0 0L10 5L0 10z" fill={COLORS.moved} />
        </marker>
      </defs>
      {typeof image.data === 'string' && (
        <image href={image.data} width={floor.width} height={floor.height} opacity={0.55} />
      )}
      {markers.map((marker) => (
        <Marker key={`${marker.kind}-${marker.id}`} marker={marker} radius={radius} />
      ))}
    </Box>
  );
}

function Legend() {
  const item = (color: string, text: string, isDashed = false) => (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
      <Box
        component="span"
        sx={{
          width: 12,
          height: 12,
          borderRadius: '50%',
          border: `2px ${isDashed ? 'dashed' : 'solid'} ${color}`,
          bgcolor: isDashed ? 'transparent' : color,
        }}
      />
      <Typography variant="caption">{text}</Typography>
    </Stack>
  );
  return (
    <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap' }}>
      {item(COLORS.added, 'Added')}
      {item(COLORS.removed, 'Removed (where it was)', true)}
      {item(COLORS.ghost, 'Moved: old position', true)}
      {item(COLORS.moved, 'Moved: new position')}
    </Stack>
  );
}

/** The diff's access points on the floor plans: added, removed (ghosts) and moved (ghost → new position). */
export function VersionDiffMap({ projectId, diff }: { projectId: string; diff: VersionDiff }) {
  const floors = useFloorPlans(projectId);
  const byFloor = diffMarkersByFloor(diff);
  const shown = byFloor.flatMap((entry) => {
    const floor = floors.data?.find((candidate) => candidate.id === entry.floorPlanId);
    return floor === undefined ? [] : [{ floor, markers: entry.markers }];
  });
  const [chosenId, setChosenId] = useState<string | null>(null);
  if (byFloor.length === 0 || floors.isPending) {
    return null;
  }
  if (floors.isError) {
    return <Alert severity="warning">{floors.error.message}</Alert>;
  }
  if (shown.length === 0) {
    return (
      <Typography variant="body2">
        The changed access points are on floors the project no longer has.
      </Typography>
    );
  }
  const current = shown.find((entry) => entry.floor.id === chosenId) ?? shown[0];
  if (current === undefined) {
    return null;
  }
  return (
    <Stack spacing={1} component="section" aria-label="Changes on the map">
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="subtitle2" component="h3">
          On the map
        </Typography>
        {shown.length > 1 && (
          <TextField
            select
            size="small"
            label="Floor"
            value={current.floor.id}
            onChange={(event) => setChosenId(event.target.value)}
            sx={{ minWidth: 200 }}
          >
            {shown.map((entry) => (
              <MenuItem key={entry.floor.id} value={entry.floor.id}>
                {`${entry.floor.name} (${entry.markers.length})`}
              </MenuItem>
            ))}
          </TextField>
        )}
      </Stack>
      <Legend />
      <FloorMarks projectId={projectId} floor={current.floor} markers={current.markers} />
    </Stack>
  );
}
