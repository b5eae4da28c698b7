import { useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { WHATS_NEW_CONTENT_MAX_HEIGHT, WHATS_NEW_DIALOG_WIDTH, WHATS_NEW_TITLE } from '@airlens/domain';
import { AppDialog } from '@/components/app-dialog';
import { DialogCard } from '@/components/dialog-card';
import { useConfig } from '@/lib/config';
import { useMarketingContent } from '../api/marketing';
import { entriesForServer, RELEASE_NOTES } from '../release-notes';
import { hasMarketingContent, MarketingColumn } from './marketing-column';
import { ReleaseNoteList } from './release-note-list';

/** The footer action that closes the dialog (the release counts as seen). */
export const WHATS_NEW_DONE_TEXT = 'Got it';

/** Said when none of the release's features is available on this server. */
export const NOTHING_NEW_TEXT = 'This release brings nothing new to the features of this server.';

export interface WhatsNewDialogProps {
  open: boolean;
  onClose: () => void;
  onWebinarClick: () => void;
  onCourseClick: () => void;
}

/**
 * The What's new dialog (docs/product-spec.md §2): release notes of the features this server has (its feature flags) on the left, the dark webinar and course column on the right
 * when there is marketing content; 1521 px wide, content at most 585 px high, full screen on extra-small screens,
 * the columns reversed and stacked on small screens; 'Got it' in the footer closes it.
 */
export function WhatsNewDialog({ open, onClose, onWebinarClick, onCourseClick }: WhatsNewDialogProps) {
  const theme = useTheme();
  const isExtraSmall = useMediaQuery(theme.breakpoints.down('sm'));
  const isSmall = useMediaQuery(theme.breakpoints.down('md'));
  const { marketingBaseUrl, featureFlags } = useConfig();
  const entries = entriesForServer(RELEASE_NOTES.entries, featureFlags);
  const marketing = useMarketingContent(open, marketingBaseUrl);
  const [now] = useState(() => new Date());
  const showColumn = marketing.isPending || hasMarketingContent(marketing.data);

  return (
    <AppDialog open={open} onClose={onClose} fullScreen={isExtraSmall} maxWidth={false}>
      <Box
        data-testid="whats-new-dialog"
        sx={{
          width: isExtraSmall ? '100%' : WHATS_NEW_DIALOG_WIDTH,
          maxWidth: '100%',
          height: isExtraSmall ? '100%' : undefined,
        }}
      >
        <DialogCard
          title={WHATS_NEW_TITLE}
          large
          onClose={onClose}
          primaryActionText={WHATS_NEW_DONE_TEXT}
          onPrimaryAction={onClose}
        >
          <Box
            data-layout={isSmall ? 'stacked' : 'columns'}
            sx={{
              display: 'flex',
              flexDirection: isSmall ? 'column-reverse' : 'row',
              gap: 3,
              maxHeight: isExtraSmall ? undefined : WHATS_NEW_CONTENT_MAX_HEIGHT,
              overflowY: isSmall ? 'auto' : undefined,
            }}
          >
            <Box
              tabIndex={0}
              aria-label="What's new in this release"
              role="region"
              sx={{ flex: '2 1 0', minWidth: 0, overflowY: isSmall ? undefined : 'auto', pr: 1 }}
            >
              {entries.length === 0 ? (
                <Typography>{NOTHING_NEW_TEXT}</Typography>
              ) : (
                <ReleaseNoteList entries={entries} />
              )}
            </Box>
            {showColumn && (
              <Box sx={{ flex: '1 1 0', minWidth: isSmall ? undefined : 320 }}>
                <MarketingColumn
                  isLoading={marketing.isPending}
                  content={marketing.data ?? null}
                  now={now}
                  onWebinarClick={onWebinarClick}
                  onCourseClick={onCourseClick}
                />
              </Box>
            )}
          </Box>
        </DialogCard>
      </Box>
    </AppDialog>
  );
}
