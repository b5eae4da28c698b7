import { useNavigate, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { PageLoader } from '@/components/page-loader';
import { useFloorPlans } from '@/components/project-floor-queries';
import type { InsightsProject as Project } from '@airlens/contract';
import { FloorPlanContent } from './floor-plan-content';
import type { ProjectLinks } from './project-links';
import type { ProjectSlots } from './project-slots';

export interface FloorPlanViewProps {
  project: Project;
  floorPlanRowId: number;
  links: ProjectLinks;
  slots: ProjectSlots;
}

/** The floor plan screen: the floor selector, then the chosen floor's heatmap, KPIs and surveys. */
export function FloorPlanView({ project, floorPlanRowId, links, slots }: FloorPlanViewProps) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const floors = useFloorPlans(project.id);

  if (floors.isPending) {
    return <PageLoader />;
  }
  if (floors.isError) {
    return <Alert severity="error">{floors.error.message}</Alert>;
  }
  const floor = floors.data.find((candidate) => candidate.rowId === floorPlanRowId) ?? null;
  const selector = (
    <TextField
      select
      size="small"
      label="Floor"
      value={floor === null ? '' : String(floor.rowId)}
      onChange={(event) => {
        const query = params.toString();
        const target = links.floor(project.id, Number(event.target.value));
        void navigate(query === '' || target.includes('?') ? target : `${target}?${query}`);
      }}
      sx={{ minWidth: 220 }}
    >
      {floors.data.map((candidate) => (
        <MenuItem key={candidate.id} value={String(candidate.rowId)}>
          {candidate.metersPerUnit === null ? `${candidate.name} (not scaled)` : candidate.name}
        </MenuItem>
      ))}
    </TextField>
  );
  if (floor === null) {
    return (
      <>
        {floors.data.length > 0 && selector}
        <Alert severity="warning" sx={{ mt: 2 }}>
          {floors.data.length === 0
            ? 'This project has no floor plans.'
            : 'This floor plan is not in the project.'}
        </Alert>
      </>
    );
  }
  return (
    <FloorPlanContent
      key={floor.id}
      project={project}
      floor={floor}
      floorSelector={selector}
      links={links}
      slots={slots}
    />
  );
}
