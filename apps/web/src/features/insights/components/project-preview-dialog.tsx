import { useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  CRITERIA,
  CRITERION_LABELS,
  FREQUENCY_BAND_LABELS,
  dedupeProjectUsers,
  designTypeIconOf,
  formatDate,
  formatRelativeTime,
  kpiScore,
  userSummaryLabel,
} from '@airlens/domain';
import { AppDialog } from '@/components/app-dialog';
import { DialogCard } from '@/components/dialog-card';
import { DesignTypeIcon } from '@/components/icons/design-type-icon';
import type { ProjectEntry } from '@airlens/contract';
import { KpiScore } from '@/components/kpi-score';
import {
  projectLocationLabel,
  projectStatusLabel,
  projectTypeLabel,
  toProjectUsers,
} from '@/components/project-labels';
import { ProjectThumbnail } from './project-thumbnail';

const ROLE_LABELS: Readonly<Record<string, string>> = {
  OWNER: 'Owner',
  WRITE_SHARE_USER: 'Can edit and share',
  WRITE_USER: 'Can edit',
  READ_USER: 'Can view',
};

export interface ProjectPreviewDialogProps {
  /** The project shown; null closes the dialog. */
  entry: ProjectEntry | null;
  myUsername: string;
  projectHref: (projectId: string) => string;
  onClose: () => void;
  now: Date;
}

/** The project preview dialog (release notes): thumbnail, facts, who it is shared with and its KPI scores. */
export function ProjectPreviewDialog({
  entry,
  myUsername,
  projectHref,
  onClose,
  now,
}: ProjectPreviewDialogProps) {
  const navigate = useNavigate();
  if (entry === null) {
    return (
      <AppDialog open={false} onClose={onClose}>
        {null}
      </AppDialog>
    );
  }
  const { project } = entry;
  const users = dedupeProjectUsers(toProjectUsers(entry));
  const facts: [string, string][] = [
    ['Type', projectTypeLabel(project.projectType)],
    ['Status', projectStatusLabel(project.status)],
    ['Location', projectLocationLabel(project) || 'No location'],
    [
      'Last survey',
      project.lastSurveyDate === null
        ? 'Never'
        : formatRelativeTime(project.lastSurveyDate, now) === formatDate(project.lastSurveyDate)
          ? formatDate(project.lastSurveyDate)
          : `${formatDate(project.lastSurveyDate)} (${formatRelativeTime(project.lastSurveyDate, now)})`,
    ],
    ['Shared with', userSummaryLabel(users, myUsername)],
  ];
  return (
    <AppDialog open onClose={onClose} maxWidth="md">
      <DialogCard
        title={project.name}
        prependIcon={<DesignTypeIcon icon={designTypeIconOf(project.projectType)} isDecorative />}
        primaryActionText="Open project"
        secondaryActionText="Close"
        onClose={onClose}
        onSecondaryAction={onClose}
        onPrimaryAction={() => {
          onClose();
          void navigate(projectHref(project.id));
        }}
      >
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '280px 1fr' }, gap: 3 }}>
          <Box>
            <ProjectThumbnail
              projectId={project.id}
              projectType={project.projectType}
              width={280}
              height={190}
            />
          </Box>
          <Box
            component="dl"
            sx={{ m: 0, display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 1 }}
          >
            {facts.map(([term, value]) => (
              <Box key={term} sx={{ display: 'contents' }}>
                <Typography component="dt" variant="body2" color="text.secondary">
                  {term}
                </Typography>
                <Typography component="dd" variant="body2" sx={{ m: 0 }}>
                  {value}
                </Typography>
              </Box>
            ))}
          </Box>
        </Box>
        <Typography component="h3" variant="subtitle2" sx={{ mt: 3, mb: 1 }}>
          {`KPI scores, ${FREQUENCY_BAND_LABELS[project.frequencyBand ?? 'FIVE']} GHz`}
        </Typography>
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            display: 'grid',
            gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(3, 1fr)' },
            gap: 1.5,
          }}
        >
          {CRITERIA.map((criterion) => (
            <Box
              component="li"
              key={criterion}
              sx={{
                display: 'flex',
                alignItems: 'center',
                justifyContent: 'space-between',
                gap: 1,
                p: 1,
                border: 1,
                borderColor: 'divider',
                borderRadius: 1,
              }}
            >
              <Typography variant="body2">{CRITERION_LABELS[criterion]}</Typography>
              <KpiScore score={kpiScore(project, criterion)} />
            </Box>
          ))}
        </Box>
        {users.length > 0 && (
          <>
            <Typography component="h3" variant="subtitle2" sx={{ mt: 3, mb: 1 }}>
              Users
            </Typography>
            <Box component="ul" sx={{ p: 0, m: 0, listStyle: 'none' }}>
              {users.map((user) => (
                <Box
                  component="li"
                  key={user.username}
                  sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 0.5 }}
                >
                  <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                    {user.username}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {ROLE_LABELS[user.role] ?? user.role}
                  </Typography>
                </Box>
              ))}
            </Box>
          </>
        )}
      </DialogCard>
    </AppDialog>
  );
}
