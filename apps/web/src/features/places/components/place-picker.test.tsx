import { useState } from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import { renderWithProviders } from '@/test/render';
import { placesEndpoints } from '@airlens/contract';
import type { Place } from '@airlens/contract';
import { PLACE_PICKER_TEXTS, PlacePicker } from './place-picker';
import type { PlaceChoice } from './place-picker';

const WAIT = { timeout: 5_000 };

const PLACES: Place[] = [
  {
    id: 3448439,
    name: 'São Paulo',
    country: 'Brazil',
    countryCode: 'BR',
    latitude: -23.5,
    longitude: -46.6,
    population: 10021295,
  },
  {
    id: 3448636,
    name: 'São José dos Campos',
    country: 'Brazil',
    countryCode: 'BR',
    latitude: -23.2,
    longitude: -45.9,
    population: 539313,
  },
];

/** The queries the picker sent to the places endpoint, in order. */
function searchedQueries(): string[] {
  return fakeApi.requestsTo(placesEndpoints.searchPlaces).map((request) => request.params.get('query') ?? '');
}

/** A picker whose chosen place the test can read. */
function Harness({ onPicked }: { onPicked: (place: Place | null) => void }) {
  const [value, setValue] = useState<PlaceChoice | null>(null);
  return (
    <PlacePicker
      value={value}
      onChange={(place) => {
        setValue(place);
        onPicked(place);
      }}
    />
  );
}

beforeEach(() => {
  fakeApi.on(placesEndpoints.searchPlaces, (request) =>
    (request.params.get('query') ?? '').toLowerCase().startsWith('s') ? PLACES : [],
  );
});

describe('PlacePicker', () => {
  it('searches once per pause in typing and picks a city with the keyboard', async () => {
    const onPicked = vi.fn();
    renderWithProviders(<Harness onPicked={onPicked} />);
    const input = screen.getByRole('combobox', { name: 'City' });
    await userEvent.type(input, 'São');
    const options = await screen.findAllByRole('option', {}, WAIT);
    expect(options.map((option) => option.textContent)).toEqual([
      'São Paulo, Brazilpop. 10,021,295',
      'São José dos Campos, Brazilpop. 539,313',
    ]);
    // Typed quickly: one request for the whole word, not one per letter.
    expect(searchedQueries()).toEqual(['São']);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(onPicked).toHaveBeenLastCalledWith(PLACES[1]);
    expect(input).toHaveProperty('value', 'São José dos Campos, Brazil');
  });

  it("says 'No matching city' when the search finds nothing", async () => {
    renderWithProviders(<Harness onPicked={vi.fn()} />);
    await userEvent.type(screen.getByRole('combobox', { name: 'City' }), 'Xq');
    expect(await screen.findByText(PLACE_PICKER_TEXTS.noMatch, {}, WAIT)).toBeTruthy();
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(searchedQueries()).toEqual(['Xq']);
  });

  it('prompts for letters before anything is typed and sends no request', async () => {
    renderWithProviders(<Harness onPicked={vi.fn()} />);
    await userEvent.click(screen.getByRole('combobox', { name: 'City' }));
    expect(await screen.findByText(PLACE_PICKER_TEXTS.prompt, {}, WAIT)).toBeTruthy();
    expect(searchedQueries()).toEqual([]);
  });

  it('clears the choice', async () => {
    const onPicked = vi.fn();
    renderWithProviders(<Harness onPicked={onPicked} />);
    await userEvent.type(screen.getByRole('combobox', { name: 'City' }), 'S');
    await userEvent.click(await screen.findByRole('option', { name: /São Paulo, Brazil/ }, WAIT));
    expect(onPicked).toHaveBeenLastCalledWith(PLACES[0]);
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(onPicked).toHaveBeenLastCalledWith(null), WAIT);
  });
});
