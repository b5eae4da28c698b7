import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { SearchField } from '@/components/search-field';

export interface SearchableSectionProps {
  /** Id of the heading, which names the section. */
  titleId: string;
  title: string;
  search: { label: string; text: string; onChange: (text: string) => void; isSearching: boolean };
  children: ReactNode;
}

/** A section of a project page with a search field beside its heading (the Floors and Areas tables). */
export function SearchableSection({ titleId, title, search, children }: SearchableSectionProps) {
  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId} sx={{ p: 2, minWidth: 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 1 }}>
        <Typography
          id={titleId}
          component="h2"
          variant="h6"
          sx={{ fontSize: 18, fontWeight: 600, flexGrow: 1 }}
        >
          {title}
        </Typography>
        <SearchField
          label={search.label}
          value={search.text}
          onChange={search.onChange}
          isSearching={search.isSearching}
        />
      </Box>
      {children}
    </Paper>
  );
}
