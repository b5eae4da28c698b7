import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { SearchHit } from '@airlens/contract';

export interface ProjectSearchHintProps {
  /** The search the table shows (debounced and trimmed); nothing is said without one. */
  search: string;
  /** Every project matching the search whatever the dates and map area; undefined until the search answered. */
  hits: SearchHit[] | undefined;
  /** The search failure ('Could not search projects'), or null. */
  error: string | null;
  /** How many projects the table shows for the search with the chosen dates and map area, once known. */
  shownCount: number | undefined;
  isDateRangeChosen: boolean;
  isAreaChosen: boolean;
  onClearSearch: () => void;
  onAllDates: () => void;
  onWholeMap: () => void;
}

function projectsText(count: number): string {
  return count === 1 ? '1 project' : `${count.toLocaleString('en-US')} projects`;
}

/**
 * What the dashboard's project search found beyond the table (docs/product-spec.md §7 search, §8 'Could not search projects'):
 * when the table is empty it says whether projects match outside the chosen dates or map area, with the way
 * to show them, or that nothing matches at all, with a way to clear the search.
 */
export function ProjectSearchHint(props: ProjectSearchHintProps) {
  const { search, hits, error, shownCount } = props;
  if (search === '') {
    return null;
  }
  if (error !== null) {
    return (
      <Alert severity="warning" sx={{ mb: 1 }}>
        {error}
      </Alert>
    );
  }
  if (hits === undefined || shownCount !== 0) {
    return null;
  }
  if (hits.length === 0) {
    return (
      <Alert
        severity="info"
        sx={{ mb: 1 }}
        action={
          <Button color="inherit" size="small" onClick={props.onClearSearch}>
            Clear search
          </Button>
        }
      >
        {`No project name, city or country contains “${search}”.`}
      </Alert>
    );
  }
  return (
    <Alert severity="info" sx={{ mb: 1 }}>
      {`${projectsText(hits.length)} ${hits.length === 1 ? 'matches' : 'match'} “${search}” outside the chosen ${
        props.isDateRangeChosen && props.isAreaChosen
          ? 'dates and map area'
          : props.isAreaChosen
            ? 'map area'
            : 'dates'
      }.`}
      <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
        {props.isDateRangeChosen && (
          <Button color="inherit" size="small" variant="outlined" onClick={props.onAllDates}>
            All survey dates
          </Button>
        )}
        {props.isAreaChosen && (
          <Button color="inherit" size="small" variant="outlined" onClick={props.onWholeMap}>
            Show all, not only the map area
          </Button>
        )}
      </Stack>
    </Alert>
  );
}
