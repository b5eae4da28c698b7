import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { FREQUENCY_BAND_LABELS } from '@airlens/domain';
import type { FrequencyBand } from '@airlens/domain';
import type { AttenuationArea } from '../api/get-attenuation-areas';

export interface AttenuationLegendProps {
  areas: readonly AttenuationArea[];
  band: FrequencyBand;
}

/** One line per attenuation area type on the floor: its colour, name, loss per metre on the band and count. */
export function AttenuationLegend({ areas, band }: AttenuationLegendProps) {
  const types = new Map<string, { area: AttenuationArea; count: number }>();
  for (const area of areas) {
    const entry = types.get(area.typeId);
    types.set(area.typeId, { area: entry?.area ?? area, count: (entry?.count ?? 0) + 1 });
  }
  if (types.size === 0) {
    return null;
  }
  return (
    <Box component="figure" aria-labelledby="attenuation-legend-title" sx={{ m: 0, mt: 2 }}>
      <Typography id="attenuation-legend-title" component="figcaption" variant="subtitle2" sx={{ mb: 0.5 }}>
        Attenuation areas
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.5 }}>
        {[...types.values()].map(({ area, count }) => {
          const loss = area.dbPerMeter[band];
          return (
            <Box component="li" key={area.typeId} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              <Box
                aria-hidden
                data-color={area.color}
                sx={{
                  width: 16,
                  height: 16,
                  flex: 'none',
                  borderRadius: 0.5,
                  bgcolor: area.color,
                  border: '1px solid rgba(0, 0, 0, 0.24)',
                }}
              />
              <Typography variant="body2">
                {`${area.typeName}${loss === null ? '' : ` · ${loss} dB/m at ${FREQUENCY_BAND_LABELS[band]} GHz`}${count > 1 ? ` · ${count} areas` : ''}`}
              </Typography>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
