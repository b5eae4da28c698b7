import type { DesignTypeIcon as DesignTypeIconName } from '@airlens/domain';

// Apart from the icon (design-type-icon.tsx): the type names are read without the component library.

export interface IconLook {
  /** Short text drawn on the file. */
  glyph: string;
  color: string;
  /** Accessible name. */
  title: string;
}

/** The design-type file icons of docs/product-spec.md §9: one colour and glyph each, every one with a readable name. */
export const DESIGN_TYPE_LOOKS: Readonly<Record<DesignTypeIconName, IconLook>> = {
  'ai-pro': { glyph: 'AI', color: '#5b3fb8', title: 'AI Pro project' },
  hybrid: { glyph: 'H', color: '#0b7a75', title: 'Hybrid project' },
  measured: { glyph: 'M', color: '#0b5cad', title: 'Measured project' },
  optimizer: { glyph: 'OP', color: '#8a4b00', title: 'Optimizer project' },
  simulated: { glyph: 'S', color: '#6b4fa0', title: 'Simulated project' },
  design: { glyph: 'D', color: '#7a3e9d', title: 'Design project' },
  network: { glyph: 'N', color: '#2b6a2f', title: 'Network project' },
  'ai-design': { glyph: 'AD', color: '#4a32a0', title: 'AI design project' },
  'ai-pro-brownfield': { glyph: 'BF', color: '#7a4a1f', title: 'AI Pro brownfield plan' },
  'ai-pro-greenfield': { glyph: 'GF', color: '#2e7d32', title: 'AI Pro greenfield plan' },
  planner: { glyph: 'P', color: '#00639a', title: 'Planner project' },
  unknown: { glyph: '?', color: '#5f6368', title: 'Unknown project type' },
};
