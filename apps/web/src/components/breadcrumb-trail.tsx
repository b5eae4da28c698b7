import { Link as RouterLink } from 'react-router';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';

/** One step of a breadcrumb trail; the page itself links nowhere. */
export interface BreadcrumbItem {
  label: string;
  /** In-app path; null for the current page. */
  to: string | null;
}

export interface BreadcrumbTrailProps {
  items: readonly BreadcrumbItem[];
}

/** Where the page sits (e.g. Insights › project › floor): a `Breadcrumb` navigation of real links. */
export function BreadcrumbTrail({ items }: BreadcrumbTrailProps) {
  // A trail without a way up (only the page itself) says nothing the heading does not.
  if (items.every((item) => item.to === null)) {
    return null;
  }
  return (
    <Breadcrumbs aria-label="Breadcrumb" separator="›" sx={{ mb: 0.5, '& ol': { flexWrap: 'wrap' } }}>
      {items.map((item, index) =>
        item.to === null ? (
          <Typography key={`${item.label}-${index}`} color="text.primary" aria-current="page" variant="body2">
            {item.label}
          </Typography>
        ) : (
          <Link
            key={`${item.label}-${index}`}
            component={RouterLink}
            to={item.to}
            variant="body2"
            underline="hover"
            sx={{
              '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 },
            }}
          >
            {item.label}
          </Link>
        ),
      )}
    </Breadcrumbs>
  );
}
