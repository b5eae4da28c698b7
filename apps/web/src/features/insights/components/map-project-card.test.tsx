import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MapProjectCard } from './map-project-card';

function renderCard(anchor?: { x: number; y: number } | null) {
  render(
    <MapProjectCard
      name="Berlin HQ"
      city="Berlin"
      country="Germany"
      scoreText="Primary Coverage: 92%"
      onOpen={vi.fn()}
      onClose={vi.fn()}
      anchor={anchor}
    />,
  );
  return screen.getByRole('group', { name: 'Selected project Berlin HQ' });
}

describe('MapProjectCard', () => {
  it('opens beside its marker, kept inside the map', () => {
    const card = renderCard({ x: 300.4, y: 120 });
    expect(card.getAttribute('data-anchored')).toBe('true');
    // jsdom does not compute clamp(): read the rule emotion wrote for the card.
    const css = Array.from(document.querySelectorAll('style'))
      .map((style) => style.textContent ?? '')
      .join('');
    expect(css).toContain('left:clamp(8px, 314px, calc(100% - 288px))');
    expect(css).toContain('top:clamp(8px, 134px, calc(100% - 158px))');
  });

  it('opens in the corner when its marker is not in view', () => {
    const card = renderCard(null);
    expect(card.getAttribute('data-anchored')).toBe('false');
    expect(getComputedStyle(card).left).toBe('8px');
  });
});
