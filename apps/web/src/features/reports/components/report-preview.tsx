import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReportTemplate } from '@airlens/contract';
import type { ReportLanguage } from '@airlens/domain';
import { BAND_NAMES, LANGUAGE_NAMES, SECTION_NAMES } from './report-labels';
import type { ReportChoices } from './report-choices';

export interface ReportPreviewProps {
  template: ReportTemplate;
  choices: ReportChoices;
  projectName: string;
  /** Who the cover names when the template names nobody: the user asking for the report. */
  authorName: string;
  floorCount: number;
  /** The date the cover will carry (today). */
  date: Date;
  /** The page as the server renders it, shown before the drawing (report-page-preview.tsx). */
  renderedPage?: ReactNode;
  /** Whether the drawing of the page is shown (while no rendered page is); default true. */
  showsDrawnPage?: boolean;
}

/** Width over height of a page: A4 is 210 × 297 mm, Letter 8.5 × 11 in. */
const PAGE_ASPECT = { A4: 210 / 297, Letter: 8.5 / 11 } as const;

/** The cover title when the template sets none: `report.title` of packages/report's catalogues, word for word. */
const DEFAULT_TITLES: Readonly<Record<ReportLanguage, string>> = {
  en: 'Wi-Fi survey report',
  de: 'WLAN-Messbericht',
  fr: 'Rapport de mesure Wi-Fi',
  es: 'Informe de medición wifi',
  fi: 'Wi-Fi-mittausraportti',
};

/**
 * A small drawing of the report's first page as the choices make it: the cover's title, project, customer,
 * author and date in the template's colours and logo, and the sections that follow with what they cover.
 */
export function ReportPreview(props: ReportPreviewProps) {
  const { template, choices, projectName, authorName, floorCount, date } = props;
  const showsDrawnPage = props.showsDrawnPage ?? true;
  const { branding, pageSize } = template.options;
  const isWord = template.format === 'docx-template';
  const hasCover = template.sections.some((section) => section.type === 'cover');
  const title = branding.title ?? DEFAULT_TITLES[choices.language];
  const dateText = new Intl.DateTimeFormat(choices.language, { dateStyle: 'long' }).format(date);
  const lines: [string, string][] = [['Customer', branding.customer ?? '']];
  lines.push(['Prepared by', branding.author ?? authorName], ['Date', dateText]);
  const summary = [
    choices.format === 'pdf' ? 'PDF' : 'Word',
    pageSize,
    LANGUAGE_NAMES[choices.language],
    floorCount === 1 ? '1 floor' : `${floorCount} floors`,
    choices.bands.map((band) => BAND_NAMES[band]).join(', '),
  ].join(' · ');
  return (
    // The summary goes beside the page where it has 200 px, else under it (a phone squeezed it to a word a line).
    <Box
      component="figure"
      aria-label="Preview of the first page"
      sx={{ m: 0, display: 'flex', flexWrap: 'wrap', gap: 2 }}
    >
      {props.renderedPage}
      <Box
        sx={{
          display: showsDrawnPage ? 'block' : 'none',
          width: 150,
          flexShrink: 0,
          aspectRatio: `${PAGE_ASPECT[pageSize]}`,
          border: 1,
          borderColor: 'divider',
          bgcolor: '#fff',
          color: '#222',
          boxShadow: 1,
          overflow: 'hidden',
          fontSize: 8,
        }}
      >
        <Box sx={{ height: 6, bgcolor: branding.primaryColor }} />
        <Box sx={{ p: 1 }}>
          {branding.logoPngBase64 !== null && (
            <Box
              component="img"
              alt="Logo"
              src={`data:image/png;base64,${branding.logoPngBase64}`}
              sx={{ maxWidth: 60, maxHeight: 24, display: 'block', mb: 0.5 }}
            />
          )}
          {isWord ? (
            <Box sx={{ fontSize: 10, fontWeight: 700 }}>{template.name}</Box>
          ) : hasCover ? (
            <>
              <Box sx={{ fontSize: 11, fontWeight: 700, color: branding.primaryColor, lineHeight: 1.2 }}>
                {title}
              </Box>
              <Box sx={{ fontSize: 9, fontWeight: 600, mb: 0.5, overflowWrap: 'anywhere' }}>
                {projectName}
              </Box>
              {lines
                .filter(([, value]) => value !== '')
                .map(([label, value]) => (
                  <Box key={label} sx={{ overflowWrap: 'anywhere' }}>
                    {label}: {value}
                  </Box>
                ))}
            </>
          ) : (
            <Box sx={{ fontSize: 10, fontWeight: 700, color: branding.primaryColor }}>
              {SECTION_NAMES[template.sections[0]?.type ?? 'summary']}
            </Box>
          )}
          <Box sx={{ mt: 0.5, height: 2, width: '40%', bgcolor: branding.accentColor }} />
        </Box>
      </Box>
      <Box component="figcaption" sx={{ flex: '1 1 200px', minWidth: 0 }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {summary}
        </Typography>
        {isWord ? (
          <Typography variant="body2" color="text.secondary">
            The pages are those of the uploaded Word file, its data tags filled with this project’s data.
          </Typography>
        ) : (
          <Typography variant="body2" color="text.secondary" component="div">
            Sections, in this order:
            <Box component="ol" sx={{ m: 0, pl: 2.5 }}>
              {template.sections.map((section) => (
                <li key={section.type}>{SECTION_NAMES[section.type]}</li>
              ))}
            </Box>
          </Typography>
        )}
      </Box>
    </Box>
  );
}
