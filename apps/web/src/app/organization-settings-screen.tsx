import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { OrganizationSettingsPage } from '../features/organization-settings/components/organization-settings-page';
import { VendorConnectionPanel } from '../features/vendor-integration/components/vendor-connection-panel';

/** /manage/organization-settings with the controller connection (the Meraki API key) below the settings. */
export function OrganizationSettingsRoute() {
  return (
    <OrganizationSettingsPage
      extraSections={
        <>
          <Divider sx={{ my: 3 }} />
          <Paper
            variant="outlined"
            component="section"
            aria-labelledby="controller-connection-heading"
            sx={{ p: 3 }}
          >
            <Typography id="controller-connection-heading" variant="h6" component="h2" sx={{ mb: 2 }}>
              Controller integration
            </Typography>
            <VendorConnectionPanel />
          </Paper>
        </>
      }
    />
  );
}
