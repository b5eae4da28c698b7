import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { EmptyState } from './empty-state';

export interface PageFrameProps {
  title: string;
  /** Optional line under the heading. */
  subtitle?: ReactNode;
  /** Buttons shown right of the heading. */
  actions?: ReactNode;
  /** Page content; the stock empty state when absent. */
  children?: ReactNode;
  maxWidth?: 'sm' | 'md' | 'lg' | 'xl' | false;
  /** An identifier the page is about (project id, floor plan row id), shown as a caption. */
  context?: string;
  /** Where the page sits (a breadcrumb trail), above the heading. */
  breadcrumbs?: ReactNode;
}

/** The frame of a routed page: breadcrumbs, one h1 heading, optional actions, and the content (or an empty state). */
export function PageFrame({
  title,
  subtitle,
  actions,
  children,
  maxWidth = 'lg',
  context,
  breadcrumbs,
}: PageFrameProps) {
  return (
    <Container maxWidth={maxWidth} sx={{ py: 3 }}>
      {breadcrumbs}
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 2, mb: 2 }}>
        <Box sx={{ flexGrow: 1 }}>
          <Typography variant="h5" component="h1" sx={{ fontWeight: 600 }}>
            {title}
          </Typography>
          {context !== undefined && context !== '' && (
            <Typography variant="caption" color="text.secondary" component="p">
              {context}
            </Typography>
          )}
          {subtitle !== undefined && (
            <Typography variant="body2" color="text.secondary">
              {subtitle}
            </Typography>
          )}
        </Box>
        {actions}
      </Box>
      {children ?? <EmptyState />}
    </Container>
  );
}
