import CircularProgress from '@mui/material/CircularProgress';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import SearchIcon from '@mui/icons-material/Search';
import { LOADING_TEXT, SEARCH_LOADER_DELAY_MS } from '@airlens/domain';
import { useDelayedFlag } from './use-delayed-flag';

export interface SearchFieldProps {
  /** The visible label and accessible name. */
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** A search request is running; a spinner appears after the search loader delay. */
  isSearching?: boolean;
  placeholder?: string;
  fullWidth?: boolean;
}

/** A search box with a magnifier and a delayed spinner; the caller debounces the value it sends. */
export function SearchField({
  label,
  value,
  onChange,
  isSearching = false,
  placeholder,
  fullWidth,
}: SearchFieldProps) {
  const isSpinnerShown = useDelayedFlag(isSearching, SEARCH_LOADER_DELAY_MS);
  return (
    <TextField
      type="search"
      size="small"
      label={label}
      value={value}
      placeholder={placeholder}
      fullWidth={fullWidth}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
          endAdornment: isSpinnerShown ? (
            <InputAdornment position="end">
              <CircularProgress size={16} aria-label={LOADING_TEXT} />
            </InputAdornment>
          ) : undefined,
        },
      }}
    />
  );
}
