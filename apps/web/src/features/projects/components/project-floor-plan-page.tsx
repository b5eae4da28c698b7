import { useParams } from 'react-router';
import { PageFrame } from '@/components/page-frame';

/** Floor plan page frame; a later issue fills the content. */
export function ProjectFloorPlanPage() {
  const { floorPlanRowId = '' } = useParams();
  return <PageFrame title="Floor plan" context={floorPlanRowId} />;
}
