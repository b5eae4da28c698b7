import { Navigate, Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { PageFrame } from '@/components/page-frame';
import { PageLoader } from '@/components/page-loader';
import { useLatestDesign } from '../api/latest-design';

/**
 * /planner, the landing page's "Online planner" tile: opens the user's latest design in edit mode, or says there
 * is none yet and where designs come from.
 */
export function PlannerEntryPage() {
  const latest = useLatestDesign();
  if (latest.isPending) {
    return <PageLoader />;
  }
  if (latest.isError) {
    return (
      <PageFrame title="Online planner">
        <Alert severity="error">{`Your designs could not be listed: ${latest.error.message}`}</Alert>
      </PageFrame>
    );
  }
  if (latest.data.editPath !== null) {
    return <Navigate to={latest.data.editPath} replace />;
  }
  return (
    <PageFrame title="Online planner">
      <Typography variant="body1" sx={{ mb: 2 }}>
        You have no design projects yet. Upload an Ekahau design (.esx with planned access points) to edit it
        here, with the heatmap following your changes.
      </Typography>
      <Button component={RouterLink} to="/insights?upload=1" variant="contained" sx={{ mr: 1 }}>
        Upload a design
      </Button>
      <Button component={RouterLink} to="/insights">
        All projects
      </Button>
    </PageFrame>
  );
}
