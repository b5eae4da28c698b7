import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { DifferenceSummary, NOTHING_TO_COMPARE } from './difference-summary';

const KPI = { thresholdDbm: -72, beforePercent: 61.2, afterPercent: 74.8, deltaPercent: 13.6 };

describe('DifferenceSummary', () => {
  it('gives the mean change and the coverage before and after', () => {
    render(<DifferenceSummary difference={{ meanDeltaDb: -3.26, kpi: KPI }} />);
    expect(
      screen.getByText(
        'Mean change \u22123.3 dB. Area at or above \u221272 dBm: 61% before, 75% now (+13.6 points).',
      ),
    ).toBeTruthy();
  });

  it('says why there is nothing to compare when no cell has a value on both sides', () => {
    render(
      <DifferenceSummary
        difference={{
          meanDeltaDb: null,
          kpi: { thresholdDbm: -72, beforePercent: null, afterPercent: null, deltaPercent: null },
        }}
      />,
    );
    expect(screen.getByRole('status').textContent).toBe(NOTHING_TO_COMPARE);
    expect(screen.queryByText(/^Mean change/)).toBeNull();
  });
});
