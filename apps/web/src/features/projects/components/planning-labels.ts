import { FREQUENCY_BAND_LABELS, isGoodScore } from '@airlens/domain';
import type { FrequencyBand } from '@airlens/domain';
import type { DeviceProfileAnswer } from '@airlens/contract';
import type { Tone } from '@/components/tone-badge';

/** A signed number with a real minus sign (read as 'minus', lines up with digits) and its unit. */
export function signedText(value: number, unit: string): string {
  const rounded = Math.round(value * 10) / 10;
  const sign = rounded < 0 ? '\u2212' : rounded > 0 ? '+' : '';
  return `${sign}${Math.abs(rounded)} ${unit}`;
}

/** A device profile's offset on each band: '2.4 GHz −10 dB · 5 GHz −10 dB'. */
export function profileOffsetsText(profile: DeviceProfileAnswer, bands: readonly FrequencyBand[]): string {
  return bands
    .map((band) => `${FREQUENCY_BAND_LABELS[band]} GHz ${signedText(profile.offsets[band], 'dB')}`)
    .join(' · ');
}

/** The applied profile in a sentence: 'Smartphone (−10 dB at 5 GHz)', or the 0 dB default. */
export function appliedProfileText(profile: DeviceProfileAnswer | null, band: FrequencyBand): string {
  if (profile === null) {
    return 'No device offset (0 dB)';
  }
  return `${profile.name} (${signedText(profile.offsets[band], 'dB')} at ${FREQUENCY_BAND_LABELS[band]} GHz)`;
}

const CRITERION_NAMES: Readonly<Record<string, { name: string; unit: string }>> = {
  SIGNAL_STRENGTH: { name: 'Signal strength', unit: 'dBm' },
  SECONDARY_SIGNAL_STRENGTH: { name: 'Secondary signal strength', unit: 'dBm' },
  SIGNAL_TO_NOISE_RATIO: { name: 'Signal to noise ratio', unit: 'dB' },
  DATA_RATE: { name: 'Data rate', unit: 'Mbps' },
  CHANNEL_OVERLAP: { name: 'Channel overlap', unit: 'APs' },
  NUMBER_OF_ACCESS_POINTS: { name: 'Access points heard', unit: 'APs' },
};

/** A requirement criterion in words: 'Signal strength −67 dBm'; an unknown type keeps its own name. */
export function criterionText(type: string, threshold: number): string {
  const known = CRITERION_NAMES[type];
  if (known === undefined) {
    const name = type.toLowerCase().replaceAll('_', ' ');
    return `${name.charAt(0).toUpperCase()}${name.slice(1)} ${signedText(threshold, '').trim()}`;
  }
  const value =
    known.unit === 'dBm' || known.unit === 'dB'
      ? signedText(threshold, known.unit)
      : `${threshold} ${known.unit}`;
  return `${known.name} ${value}`;
}

/** A pass rate judged as the KPI scores are (docs/product-spec.md §9: good above 80 %), with its word. */
export function passRateVerdict(percent: number): { tone: Tone; word: 'Pass' | 'Fail' } {
  return isGoodScore(percent) ? { tone: 'good', word: 'Pass' } : { tone: 'bad', word: 'Fail' };
}

/** A percentage as shown in the planning tables: whole percent. */
export function percentText(percent: number): string {
  return `${Math.round(percent)}%`;
}
