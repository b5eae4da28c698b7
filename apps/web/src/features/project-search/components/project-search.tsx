import { useState } from 'react';
import { useNavigate } from 'react-router';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import SearchIcon from '@mui/icons-material/Search';
import { LOADING_TEXT, SEARCH_LOADER_DELAY_MS } from '@airlens/domain';
import { useDebouncedValue } from '@/components/use-debounced-value';
import { useProjectSearch } from '../api/search-projects';
import type { SearchHit } from '../api/search-projects';

/** The longest search text the API takes. */
const MAX_QUERY_CHARS = 200;

function placeOf(hit: SearchHit): string {
  return [hit.city, hit.country].filter((part) => part !== null && part !== '').join(', ');
}

export interface ProjectSearchProps {
  /** Puts the keyboard focus in the field when it appears (the phone layout opens it on demand). */
  autoFocus?: boolean;
  /** Called after a project was chosen and opened. */
  onOpened?: () => void;
}

/**
 * The app bar's project search: type part of a project's name, city or country, pick a hit (arrow keys and
 * Enter, or a click) and its dashboard opens. One request per pause in typing.
 */
export function ProjectSearch({ autoFocus = false, onOpened }: ProjectSearchProps) {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const query = useDebouncedValue(text.trim().slice(0, MAX_QUERY_CHARS), SEARCH_LOADER_DELAY_MS);
  const search = useProjectSearch(query);
  const isTyping = text.trim() !== query;
  const hits = query === '' ? [] : (search.data ?? []);

  let noOptionsText = 'Type a project name, city or country';
  if (search.isError) {
    noOptionsText = search.error.message;
  } else if (query !== '' && !isTyping && !search.isFetching) {
    noOptionsText = `No project matches "${query}"`;
  }

  return (
    <Autocomplete<SearchHit, false, false, false>
      options={hits}
      value={null}
      inputValue={text}
      onInputChange={(_event, value, reason) => {
        if (reason !== 'reset') {
          setText(value);
        }
      }}
      onChange={(_event, hit) => {
        if (hit === null) {
          return;
        }
        setText('');
        void navigate(`/projects/${encodeURIComponent(hit.id)}`);
        onOpened?.();
      }}
      filterOptions={(options) => options}
      getOptionLabel={(hit) => hit.name}
      isOptionEqualToValue={(option, value) => option.id === value.id}
      loading={query !== '' && (isTyping || search.isFetching)}
      loadingText={LOADING_TEXT}
      noOptionsText={noOptionsText}
      blurOnSelect
      size="small"
      sx={{ width: '100%', maxWidth: 420 }}
      renderOption={(props, hit) => {
        const { key, ...optionProps } = props;
        const place = placeOf(hit);
        return (
          <Box
            component="li"
            key={key}
            {...optionProps}
            sx={{ flexDirection: 'column', alignItems: 'flex-start !important' }}
          >
            <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
              {hit.name}
            </Typography>
            {place !== '' && (
              <Typography variant="caption" color="text.secondary">
                {place}
              </Typography>
            )}
          </Box>
        );
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          autoFocus={autoFocus}
          placeholder="Search projects"
          slotProps={{
            ...params.slotProps,
            htmlInput: {
              ...params.slotProps.htmlInput,
              'aria-label': 'Search projects',
              maxLength: MAX_QUERY_CHARS,
            },
            input: {
              ...params.slotProps.input,
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
          sx={{ bgcolor: 'background.paper', borderRadius: 1 }}
        />
      )}
    />
  );
}
