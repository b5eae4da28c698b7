import { useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { SEARCH_LOADER_DELAY_MS } from '@airlens/domain';
import { useDebouncedValue } from '@/components/use-debounced-value';
import { usePlaceSearch } from '../api/search-places';
import type { Place } from '@airlens/contract';

/** What the picker needs to show a chosen city (a full Place, or one known from elsewhere). */
export interface PlaceChoice {
  id: number;
  name: string;
  country: string;
}

export interface PlacePickerProps {
  value: PlaceChoice | null;
  /** The chosen city (a full gazetteer Place), or null when cleared. */
  onChange: (place: Place | null) => void;
  label?: string;
  helperText?: string;
  disabled?: boolean;
}

/** Empty-state texts of the picker. */
export const PLACE_PICKER_TEXTS = {
  noMatch: 'No matching city',
  prompt: 'Type the first letters of a city',
  searching: 'Searching…',
  failed: 'Cities could not be loaded. Try again.',
} as const;

/** "São Paulo, Brazil". */
export function placeLabel(place: PlaceChoice): string {
  return `${place.name}, ${place.country}`;
}

const populationFormat = new Intl.NumberFormat('en');

/**
 * A city autocomplete over the server's bundled gazetteer: searches as the user types (debounced), largest
 * cities first; arrow keys move through the list, Enter picks, Escape closes.
 */
export function PlacePicker({
  value,
  onChange,
  label = 'City',
  helperText,
  disabled = false,
}: PlacePickerProps) {
  const [inputText, setInputText] = useState(value === null ? '' : placeLabel(value));
  // The input shows the chosen city's label: that text is not a query (no city name starts with "…, Country").
  const isShowingValue = value !== null && inputText === placeLabel(value);
  const query = useDebouncedValue(isShowingValue ? '' : inputText.trim(), SEARCH_LOADER_DELAY_MS);
  const search = usePlaceSearch(query);
  const results: PlaceChoice[] = query === '' ? [] : (search.data ?? []);
  const options =
    value === null || results.some((place) => place.id === value.id) ? results : [value, ...results];
  const isWaiting = !isShowingValue && (inputText.trim() !== query || search.isFetching);

  function noOptionsText(): string {
    if (search.isError) {
      return PLACE_PICKER_TEXTS.failed;
    }
    return query === '' ? PLACE_PICKER_TEXTS.prompt : PLACE_PICKER_TEXTS.noMatch;
  }

  return (
    <Autocomplete<PlaceChoice>
      value={value}
      options={options}
      inputValue={inputText}
      onInputChange={(_event, text) => setInputText(text)}
      onChange={(_event, choice) => {
        // Options come from the search answer (full places), or are the current value itself.
        const place = search.data?.find((candidate) => candidate.id === choice?.id) ?? null;
        if (choice === null || place !== null) {
          onChange(place);
        }
      }}
      // The server already filtered and ranked the list.
      filterOptions={(list) => list}
      getOptionLabel={placeLabel}
      isOptionEqualToValue={(option, selected) => option.id === selected.id}
      autoHighlight
      disabled={disabled}
      loading={isWaiting && results.length === 0}
      loadingText={PLACE_PICKER_TEXTS.searching}
      noOptionsText={noOptionsText()}
      renderOption={(props, option) => {
        const { key, ...optionProps } = props;
        const population = search.data?.find((place) => place.id === option.id)?.population;
        return (
          <Box component="li" key={key} {...optionProps}>
            <span>
              {placeLabel(option)}
              {population !== undefined && (
                <Typography component="span" variant="body2" color="text.secondary" sx={{ ml: 1 }}>
                  {`pop. ${populationFormat.format(population)}`}
                </Typography>
              )}
            </span>
          </Box>
        );
      }}
      renderInput={(params) => <TextField {...params} label={label} helperText={helperText} />}
    />
  );
}
