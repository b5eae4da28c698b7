import { createTheme } from '@mui/material/styles';
import type { Theme } from '@mui/material/styles';
import {
  BREAKPOINTS,
  DIALOG_ENTER_MS,
  DIALOG_LEAVE_MS,
  DIALOG_Z_INDEX,
  OVERLAY_Z_INDEX,
} from '@airlens/domain';

declare module '@mui/material/styles' {
  interface BreakpointOverrides {
    xxl: true;
  }
}

/** The keyboard focus ring: 6.6:1 on white; its white inner ring keeps it visible on the blue app bar. */
export const FOCUS_RING_COLOR = '#0b5cad';

/**
 * Clearly visible keyboard focus on every focusable element (WCAG 2.4.7/1.4.11: at least 2 px, 3:1). Text
 * fields are left out: their 2 px focused border is their focus indicator. The selector outranks the
 * single-class `outline: 0` of MUI's buttons.
 */
const FOCUS_VISIBLE_STYLES = {
  'html body :not(input):not(textarea):focus-visible': {
    outline: `3px solid ${FOCUS_RING_COLOR}`,
    outlineOffset: '2px',
    boxShadow: '0 0 0 2px #ffffff',
  },
  'html body .ap-marker:focus-visible circle': { stroke: FOCUS_RING_COLOR },
};

/** Menus and lists the user opens: above dialogs, under tooltips. */
const POPUP_Z_INDEX = DIALOG_Z_INDEX + 100;

/**
 * The app theme: 14px Open Sans, the spec's display breakpoints (600/960/1280/1920/2560: MUI names the range
 * that starts at each), dialogs at z-index 2400 above other overlays at 2000. Notifications sit under every
 * overlay (1900), so they never cover a modal dialog's close button nor a menu the user opened (the user menu,
 * the inbox); the small-screen navigation drawer is an overlay too. Menus, select lists and autocomplete lists
 * are opened by the user from whatever is on top, often a dialog, so they sit above dialogs or they would open
 * behind them. Keyboard focus shows as a 3 px ring.
 */
export function createAppTheme(): Theme {
  return createTheme({
    breakpoints: {
      values: {
        xs: 0,
        sm: BREAKPOINTS.xs,
        md: BREAKPOINTS.sm,
        lg: BREAKPOINTS.md,
        xl: BREAKPOINTS.lg,
        xxl: BREAKPOINTS.xl,
      },
    },
    typography: {
      fontFamily: '"Open Sans", "Helvetica Neue", Arial, sans-serif',
      fontSize: 14,
      htmlFontSize: 16,
      button: { textTransform: 'none', fontWeight: 600 },
    },
    palette: {
      primary: { main: '#0b5cad' },
      secondary: { main: '#5b3fb8' },
      // White text on MUI's default info blue (#0288d1) is 3.9:1, under WCAG AA's 4.5:1 (filled info notices,
      // such as the welcome notice, failed axe's color-contrast); this blue gives 4.8:1.
      info: { main: '#0277bd' },
    },
    zIndex: {
      modal: OVERLAY_Z_INDEX,
      drawer: OVERLAY_Z_INDEX,
      snackbar: OVERLAY_Z_INDEX - 100,
      tooltip: DIALOG_Z_INDEX + 200,
    },
    transitions: {
      duration: { enteringScreen: DIALOG_ENTER_MS, leavingScreen: DIALOG_LEAVE_MS },
    },
    components: {
      MuiDialog: {
        styleOverrides: { root: { zIndex: DIALOG_Z_INDEX } },
      },
      MuiPopover: {
        styleOverrides: { root: { zIndex: POPUP_Z_INDEX } },
      },
      MuiAutocomplete: {
        styleOverrides: { popper: { zIndex: POPUP_Z_INDEX } },
      },
      MuiCssBaseline: {
        styleOverrides: { body: { fontSize: '14px' }, ...FOCUS_VISIBLE_STYLES },
      },
    },
  });
}
