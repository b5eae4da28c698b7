import { useState } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import CloseIcon from '@mui/icons-material/Close';
import SearchIcon from '@mui/icons-material/Search';
import { ProjectSearch } from '../features/project-search/components/project-search';

/**
 * The project search in the app bar: a field from 600 px up; on phones a button that lays the field over the
 * app bar until a project is opened or the search is closed.
 */
export function AppBarSearch() {
  const [isOpenOnPhone, setIsOpenOnPhone] = useState(false);
  return (
    <>
      <Box sx={{ display: { xs: 'none', sm: 'flex' }, width: '100%', justifyContent: 'center' }}>
        <ProjectSearch />
      </Box>
      <Box sx={{ display: { xs: 'flex', sm: 'none' }, width: '100%', justifyContent: 'flex-end' }}>
        <IconButton color="inherit" aria-label="Search projects" onClick={() => setIsOpenOnPhone(true)}>
          <SearchIcon />
        </IconButton>
      </Box>
      {isOpenOnPhone && (
        <Box
          sx={{
            display: { xs: 'flex', sm: 'none' },
            position: 'absolute',
            inset: 0,
            // Above the app bar's later buttons and the bell's badge (z-index 1), which drew over the field.
            zIndex: 2,
            alignItems: 'center',
            gap: 1,
            px: 1,
            bgcolor: 'background.paper',
          }}
        >
          <ProjectSearch autoFocus onOpened={() => setIsOpenOnPhone(false)} />
          <IconButton aria-label="Close search" onClick={() => setIsOpenOnPhone(false)}>
            <CloseIcon />
          </IconButton>
        </Box>
      )}
    </>
  );
}
