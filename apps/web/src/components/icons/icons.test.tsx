import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { DESIGN_TYPE_ICONS, WIFI_GENERATIONS, designTypeIconOf } from '@airlens/domain';
import { DESIGN_TYPE_LOOKS, DesignTypeIcon } from './design-type-icon';
import { WifiGenerationIcon } from './wifi-generation-icon';

describe('DesignTypeIcon', () => {
  it('draws every design-type icon of spec §9 with its own name and glyph', () => {
    render(
      <>
        {DESIGN_TYPE_ICONS.map((icon) => (
          <DesignTypeIcon key={icon} icon={icon} />
        ))}
      </>,
    );
    const titles = DESIGN_TYPE_ICONS.map((icon) => DESIGN_TYPE_LOOKS[icon].title);
    expect(new Set(titles).size).toBe(DESIGN_TYPE_ICONS.length);
    expect(new Set(DESIGN_TYPE_ICONS.map((icon) => DESIGN_TYPE_LOOKS[icon].glyph)).size).toBe(
      DESIGN_TYPE_ICONS.length,
    );
    for (const title of titles) {
      expect(screen.getByRole('img', { name: title })).toBeTruthy();
    }
    expect(
      screen.getByRole('img', { name: DESIGN_TYPE_LOOKS[designTypeIconOf('SOMETHING_NEW')].title })
        .textContent,
    ).toContain('?');
  });

  it('is hidden from screen readers when decorative', () => {
    const { container } = render(<DesignTypeIcon icon="measured" isDecorative />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(container.querySelector('[data-icon="design-type-measured"]')?.getAttribute('aria-hidden')).toBe(
      'true',
    );
  });
});

describe('WifiGenerationIcon', () => {
  it('draws generations 1 to 7 with 6E in the regular, small and off variants', () => {
    render(
      <>
        {WIFI_GENERATIONS.map((generation) => (
          <span key={generation}>
            <WifiGenerationIcon generation={generation} />
            <WifiGenerationIcon generation={generation} variant="small" />
            <WifiGenerationIcon generation={generation} variant="off" />
          </span>
        ))}
      </>,
    );
    for (const generation of WIFI_GENERATIONS) {
      expect(screen.getAllByRole('img', { name: `Wi-Fi ${generation}` })).toHaveLength(2);
      expect(screen.getByRole('img', { name: `Wi-Fi ${generation} (off)` })).toBeTruthy();
    }
    expect(document.querySelector('[data-icon="wifi-generation-6E-small"]')).not.toBeNull();
    expect(document.querySelector('[data-icon="wifi-generation-7-off"]')).not.toBeNull();
  });

  it('names an unknown generation', () => {
    render(<WifiGenerationIcon generation={null} />);
    expect(screen.getByRole('img', { name: 'Unknown Wi-Fi generation' })).toBeTruthy();
  });
});
