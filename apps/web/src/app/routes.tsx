import { lazy } from 'react';
import type { ComponentType, LazyExoticComponent } from 'react';
import type { RouteObject } from 'react-router';
import { RootLayout } from './root-layout';
import { ProjectKeyed } from './project-keyed';
import { RouteErrorPage } from './route-error-page';

/** A screen's lazy component, with `preload` to fetch its chunk before it renders (route-preload.ts). */
type Screen<T extends ComponentType> = LazyExoticComponent<T> & { preload: () => Promise<T> };

/** Every screen is its own chunk, so /login downloads only the shell and the auth screen. */
function screen<T extends ComponentType>(load: () => Promise<T>): Screen<T> {
  return Object.assign(
    lazy(async () => ({ default: await load() })),
    { preload: load },
  );
}

const AuthScreen = screen(async () => (await import('../features/auth/components/auth-screen')).AuthScreen);
const SetPasswordScreen = screen(
  async () => (await import('../features/auth/components/set-password-screen')).SetPasswordScreen,
);
const OtpLoginScreen = screen(
  async () => (await import('../features/auth/components/otp-login-screen')).OtpLoginScreen,
);
// The consent screen is composed with signing out in app/eula-consent-route.
const EulaConsentScreen = screen(async () => (await import('./eula-consent-route')).EulaConsentRoute);
// The landing page is composed with the recent projects in app/landing-screen.
const LandingPage = screen(async () => (await import('./landing-screen')).LandingRoute);
const MyPage = screen(async () => (await import('../features/account/components/my-page')).MyPage);
const InsightsPage = screen(
  async () => (await import('../features/insights/components/insights-page')).InsightsPage,
);
// The upload dialog is composed with the places feature's city picker in app/upload-screen.
const UploadLauncher = screen(async () => (await import('./upload-screen')).UploadLauncherWithPlaces);
// The project screens are composed with the insights tables and the heatmap layer in app/project-screens.
const ProjectDashboardPage = screen(async () => (await import('./project-screens')).ProjectDashboardRoute);
const ProjectFloorPlanPage = screen(async () => (await import('./project-screens')).ProjectFloorPlanRoute);
const ProjectIntegrationsPage = screen(
  async () => (await import('./project-screens')).ProjectIntegrationsRoute,
);
const ManageProjectsPage = screen(
  async () =>
    (await import('../features/manage-projects/components/manage-projects-page')).ManageProjectsPage,
);
const ManageLicensesPage = screen(
  async () =>
    (await import('../features/manage-licenses/components/manage-licenses-page')).ManageLicensesPage,
);
const ReportTemplatesPage = screen(
  async () => (await import('../features/reports/components/report-templates-page')).ReportTemplatesPage,
);
// Organisation settings are composed with the controller connection in app/organization-settings-screen.
const OrganizationSettingsPage = screen(
  async () => (await import('./organization-settings-screen')).OrganizationSettingsRoute,
);
// The guest's project view is composed with the project screens in app/secure-project-view-screen.
const SecureProjectViewPage = screen(
  async () => (await import('./secure-project-view-screen')).SecureProjectViewRoute,
);
const SecurityPreferencePage = screen(
  async () =>
    (await import('../features/security-preference/components/security-preference-page'))
      .SecurityPreferencePage,
);
// The demo tour is composed from the insights dashboard and the project view in app/demo-screen.
const DemoPage = screen(async () => (await import('./demo-screen')).DemoRoute);
const DeviceAuthSuccessfulPage = screen(
  async () =>
    (await import('../features/device-auth/components/device-auth-successful-page')).DeviceAuthSuccessfulPage,
);
const SamlConsumePage = screen(
  async () => (await import('../features/saml-consume/components/saml-consume-page')).SamlConsumePage,
);
// The consent page is composed with the auth feature's sign-out in app/oauth2-consent-screen.
const OAuth2ConsentPage = screen(async () => (await import('./oauth2-consent-screen')).OAuth2ConsentScreen);
const PlannerEntryPage = screen(
  async () => (await import('../features/planner/components/planner-entry-page')).PlannerEntryPage,
);
const NotFoundPage = screen(
  async () => (await import('../features/not-found/components/not-found-page')).NotFoundPage,
);

/**
 * The route table of docs/product-spec.md §2. The guard rules live in `@airlens/domain` (resolveNavigation) and are applied
 * by RootLayout for every path; redirecting routes (/home/manage, /manage, the optimizer) render nothing.
 */
export const appRoutes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout notFound={<NotFoundPage />} />,
    errorElement: <RouteErrorPage />,
    children: [
      { index: true, element: <LandingPage /> },
      { path: 'demo', element: <DemoPage /> },
      {
        path: 'insights',
        element: (
          <>
            <InsightsPage />
            <UploadLauncher />
          </>
        ),
      },
      { path: 'planner', element: <PlannerEntryPage /> },
      { path: 'projects/:projectId', element: <ProjectKeyed render={() => <ProjectDashboardPage />} /> },
      {
        path: 'projects/:projectId/integrations',
        element: <ProjectKeyed render={() => <ProjectIntegrationsPage />} />,
      },
      // The route named 'optimizer' of the insights view (docs/product-spec.md §2); RootLayout sends it to the optimizer site.
      { id: 'optimizer', path: 'projects/:projectId/optimizer', element: null },
      {
        path: 'projects/:projectId/:floorPlanRowId',
        element: <ProjectKeyed render={() => <ProjectFloorPlanPage />} />,
      },
      { path: 'secure-project-view/:keyId', element: <SecureProjectViewPage /> },
      { path: 'security-preference', element: <SecurityPreferencePage /> },
      { path: 'password', element: <SetPasswordScreen /> },
      { path: 'forgot-password', element: <AuthScreen /> },
      { path: 'register', element: <AuthScreen /> },
      { path: 'login', element: <AuthScreen /> },
      { path: 'otp-login', element: <OtpLoginScreen /> },
      { path: 'home/manage', element: null },
      { path: 'home/manage/my-page', element: <MyPage /> },
      { path: 'manage', element: null },
      { path: 'manage/manage-home', element: <MyPage /> },
      { path: 'manage/projects', element: <ManageProjectsPage /> },
      { path: 'manage/licenses', element: <ManageLicensesPage /> },
      { path: 'manage/report-templates', element: <ReportTemplatesPage /> },
      { path: 'manage/organization-settings', element: <OrganizationSettingsPage /> },
      { path: 'device-auth-successful', element: <DeviceAuthSuccessfulPage /> },
      { path: 'saml-consume', element: <SamlConsumePage /> },
      { path: 'oauth2-consent', element: <OAuth2ConsentPage /> },
      { path: 'eula-consent', element: <EulaConsentScreen /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
