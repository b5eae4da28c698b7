import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/test/render';
import { keyboardMarkersOf, MAX_KEYBOARD_MARKERS, markerLabel } from './keyboard-markers';
import { MapMarkerButtons } from './map-marker-buttons';
import { MapProjectCard } from './map-project-card';
import { projectEntry } from './test-api';

const PROJECTS = [
  projectEntry({ id: 'b', name: 'Berlin HQ', rssi: 92, geolocation: { latitude: 52.5, longitude: 13.4 } })
    .project,
  projectEntry({ id: 'l', name: 'Lisbon Store', rssi: 64, geolocation: { latitude: 38.7, longitude: -9.1 } })
    .project,
  projectEntry({ id: 'n', name: 'Nowhere', geolocation: null }).project,
  projectEntry({ id: 't', name: 'Tokyo Lab', geolocation: { latitude: 35.7, longitude: 139.7 } }).project,
];

/** A flat "map": longitude and latitude straight to pixels; east of 100° is out of view. */
function toScreen(location: { longitude: number; latitude: number }) {
  return location.longitude > 100
    ? null
    : { x: (location.longitude + 20) * 10, y: (60 - location.latitude) * 10 };
}

describe('keyboardMarkersOf', () => {
  it('offers the located markers in view in reading order, named by project and score', () => {
    const { markers, inView } = keyboardMarkersOf(PROJECTS, 'rssi', toScreen);
    expect(inView).toBe(2);
    expect(markers.map((marker) => marker.label)).toEqual([
      'Berlin HQ, Primary Coverage: 92%',
      'Lisbon Store, Primary Coverage: 64%',
    ]);
    expect(markers[0]).toMatchObject({ id: 'b', x: 334, y: 75 });
  });

  it('caps the keyboard stops and says how many were in view', () => {
    const many = Array.from(
      { length: MAX_KEYBOARD_MARKERS + 5 },
      (_, index) =>
        projectEntry({
          id: `p${index}`,
          name: `Site ${index}`,
          geolocation: { latitude: 10, longitude: index / 10 },
        }).project,
    );
    const { markers, inView } = keyboardMarkersOf(many, 'snr', toScreen);
    expect(markers).toHaveLength(MAX_KEYBOARD_MARKERS);
    expect(inView).toBe(MAX_KEYBOARD_MARKERS + 5);
    const first = many[0];
    expect(first === undefined ? '' : markerLabel(first, 'snr')).toBe('Site 0, Signal to Noise Ratio: 85%');
  });
});

/** The buttons and the preview card wired as the project map wires them. */
function Harness() {
  const [selected, setSelected] = useState<{ id: string; isKeyboard: boolean } | null>(null);
  const { markers } = keyboardMarkersOf(PROJECTS, 'rssi', toScreen);
  const project = PROJECTS.find((candidate) => candidate.id === selected?.id);
  return (
    <div>
      <button type="button">Before the map</button>
      <MapMarkerButtons markers={markers} onSelect={(id, isKeyboard) => setSelected({ id, isKeyboard })} />
      {project !== undefined && (
        <MapProjectCard
          key={project.id}
          name={project.name}
          city={project.city}
          country={project.country}
          scoreText="Primary Coverage: 92%"
          onOpen={() => {}}
          onClose={() => setSelected(null)}
          isFocusedOnOpen={selected?.isKeyboard === true}
        />
      )}
      <p>
        {selected === null
          ? 'nothing chosen'
          : `${selected.id} by ${selected.isKeyboard ? 'keyboard' : 'mouse'}`}
      </p>
    </div>
  );
}

describe('MapMarkerButtons', { timeout: 20_000 }, () => {
  it('makes every marker a Tab stop with its name; Enter opens the preview with focus in it, a click too', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    const group = screen.getByRole('group', { name: 'Project markers' });
    expect(
      within(group)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual(['Berlin HQ, Primary Coverage: 92%', 'Lisbon Store, Primary Coverage: 64%']);
    await user.click(screen.getByRole('button', { name: 'Before the map' }));
    await user.tab();
    expect(document.activeElement).toBe(
      screen.getByRole('button', { name: 'Berlin HQ, Primary Coverage: 92%' }),
    );
    await user.tab();
    expect(document.activeElement).toBe(
      screen.getByRole('button', { name: 'Lisbon Store, Primary Coverage: 64%' }),
    );
    await user.keyboard('{Enter}');
    expect(screen.getByText('l by keyboard')).toBeTruthy();
    const card = screen.getByRole('group', { name: 'Selected project Lisbon Store' });
    expect(document.activeElement).toBe(within(card).getByRole('button', { name: 'Open project' }));
    await user.click(screen.getByRole('button', { name: 'Berlin HQ, Primary Coverage: 92%' }));
    expect(screen.getByText('b by mouse')).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Selected project Berlin HQ' })).toBeTruthy();
  });
});
