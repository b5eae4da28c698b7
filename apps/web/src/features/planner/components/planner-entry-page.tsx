import { Navigate, Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { HOME_MANAGE_PATH } from '@airlens/domain';
import { PageFrame } from '@/components/page-frame';
import { PageLoader } from '@/components/page-loader';
import { useSessionUser } from '@/lib/session';
import { useLatestDesign } from '../api/latest-design';

/**
 * /planner, the landing page's "Online planner" tile: opens the user's latest design in edit mode, or says there
 * is none yet and where designs come from. A user whose licence lacks the online planner (spec §6: no
 * aiProCloudPlannerAccess, no access) is told so here, rather than shown designs they could not edit.
 */
export function PlannerEntryPage() {
  const user = useSessionUser();
  if (user !== null && !user.aiProCloudPlannerAccess) {
    return (
      <PageFrame title="Online planner">
        <Typography variant="body1" sx={{ mb: 2 }}>
          {`${user.licenseType === null ? 'Your licence' : `Your ${user.licenseType} licence`} does not include the online planner. You can still open designs shared with you from Insights, with their 3D view and history; to edit them, activate a licence that includes the online planner (Pro or Software Suite) or ask your organisation administrator.`}
        </Typography>
        <Button component={RouterLink} to={HOME_MANAGE_PATH} variant="contained" sx={{ mr: 1 }}>
          My page
        </Button>
        <Button component={RouterLink} to="/insights">
          All projects
        </Button>
      </PageFrame>
    );
  }
  return <LatestDesignEntry />;
}

/** Opens the latest design in edit mode, or says there is none yet. */
function LatestDesignEntry() {
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
