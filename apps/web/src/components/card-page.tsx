import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

export interface CardPageProps {
  title: string;
  children: ReactNode;
  /** The card's width in px: sign-in forms are narrow, the licence agreement wants reading width. */
  maxWidth?: number;
}

/** A page holding one centred card under the product name: sign-in, registration, consent screens. */
export function CardPage({ title, children, maxWidth = 440 }: CardPageProps) {
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        p: 2,
        bgcolor: 'grey.100',
      }}
    >
      <Paper sx={{ width: '100%', maxWidth, p: { xs: 3, sm: 4 } }}>
        <Typography
          variant="overline"
          component="p"
          color="primary"
          sx={{ fontWeight: 700, letterSpacing: 2 }}
        >
          Airlens
        </Typography>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 600, mb: 3 }}>
          {title}
        </Typography>
        {children}
      </Paper>
    </Box>
  );
}
