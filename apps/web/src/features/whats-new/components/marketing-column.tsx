import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ThemeProvider, createTheme, useTheme } from '@mui/material/styles';
import { LOADING_TEXT, formatDate, webinarButtonLabel } from '@airlens/domain';
import type { MarketingContent } from '../api/marketing';

export interface MarketingColumnProps {
  isLoading: boolean;
  content: MarketingContent | null;
  now: Date;
  onWebinarClick: () => void;
  onCourseClick: () => void;
}

/** Whether the column has anything to show; it is hidden, without a message, when not. */
export function hasMarketingContent(content: MarketingContent | null | undefined): boolean {
  return content !== null && content !== undefined && (content.hasWebinars || content.course !== null);
}

/** The dark marketing column: a webinar card and a design-course card, a spinner while loading. */
export function MarketingColumn({
  isLoading,
  content,
  now,
  onWebinarClick,
  onCourseClick,
}: MarketingColumnProps) {
  const outer = useTheme();
  const dark = createTheme(outer, {
    palette: { mode: 'dark', background: { default: '#121a24', paper: '#1b2532' } },
  });
  const webinarLink = content?.webinar?.link ?? content?.webinarsPageUrl ?? null;
  return (
    <ThemeProvider theme={dark}>
      <Box
        component="aside"
        aria-label="Webinars and courses"
        data-theme="dark"
        sx={{ bgcolor: 'background.default', color: 'text.primary', borderRadius: 1, p: 2, height: '100%' }}
      >
        {isLoading && (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
            <CircularProgress aria-label={LOADING_TEXT} />
          </Box>
        )}
        {!isLoading && content !== null && (
          <Stack spacing={2}>
            {content.hasWebinars && (
              <Card component="section" aria-label="Webinar">
                <CardContent>
                  <Typography variant="overline">Webinar</Typography>
                  <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
                    {content.webinar?.title ?? 'Airlens webinars'}
                  </Typography>
                  {content.webinar !== null && (
                    <Typography variant="body2" color="text.secondary">
                      {formatDate(content.webinar.date)}
                    </Typography>
                  )}
                </CardContent>
                {webinarLink !== null && (
                  <CardActions>
                    <Button
                      variant="contained"
                      href={webinarLink}
                      target="_blank"
                      rel="noopener noreferrer"
                      onClick={onWebinarClick}
                    >
                      {webinarButtonLabel(content.webinar?.date ?? null, now)}
                    </Button>
                  </CardActions>
                )}
              </Card>
            )}
            {content.course !== null && (
              <Card component="section" aria-label="Design course">
                <CardContent>
                  <Typography variant="overline">{content.course.card.region || 'Design course'}</Typography>
                  <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
                    {content.course.card.title}
                  </Typography>
                  <Typography variant="body2">{content.course.card.dates}</Typography>
                  {content.course.card.time !== '' && (
                    <Typography variant="body2" color="text.secondary">
                      {content.course.card.time}
                    </Typography>
                  )}
                  {content.course.card.host !== '' && (
                    <Typography variant="body2" color="text.secondary">
                      {`Hosted by ${content.course.card.host}`}
                    </Typography>
                  )}
                  <Typography variant="body2" color="text.secondary">
                    {`${content.course.card.seatsAvailable} seats available`}
                  </Typography>
                  {content.course.card.voucherNote !== '' && (
                    <Typography variant="body2" color="text.secondary">
                      {content.course.card.voucherNote}
                    </Typography>
                  )}
                </CardContent>
                <CardActions>
                  <Button
                    variant="contained"
                    href={content.course.card.link}
                    target="_blank"
                    rel="noopener noreferrer"
                    onClick={onCourseClick}
                  >
                    View course schedule
                  </Button>
                </CardActions>
              </Card>
            )}
          </Stack>
        )}
      </Box>
    </ThemeProvider>
  );
}
