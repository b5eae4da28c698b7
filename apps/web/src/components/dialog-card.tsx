import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { ButtonProps } from '@mui/material/Button';
import Card from '@mui/material/Card';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import CloseIcon from '@mui/icons-material/Close';

/** Element ids of the dialog card (docs/product-spec.md §2 "Generic dialog card"). */
export const DIALOG_CARD_IDS = {
  close: 'dialog-card-close',
  primaryAction: 'dialog-card-primary-action',
  secondaryAction: 'dialog-card-secondary-action',
  title: 'dialog-card-title',
} as const;

export interface DialogCardProps {
  title?: ReactNode;
  hideCloseButton?: boolean;
  /** The large variant: wider padding and a bigger title. */
  large?: boolean;
  primaryActionText?: string;
  secondaryActionText?: string;
  primaryActionDisabled?: boolean;
  secondaryActionDisabled?: boolean;
  /** Colour of the primary action; 'primary' by default. */
  primaryActionColor?: ButtonProps['color'];
  /** Fixed height of the scrollable content area (px number or any CSS length). */
  contentHeight?: number | string;
  /** A translucent background (content behind the card stays faintly visible). */
  translucent?: boolean;
  /** An icon shown before the title. */
  prependIcon?: ReactNode;
  /** Extra footer content, shown left of the actions. */
  footer?: ReactNode;
  children?: ReactNode;
  onClose?: () => void;
  onSecondaryAction?: () => void;
  onPrimaryAction?: () => void;
}

/**
 * The generic dialog card: title row with an optional icon and close button, content, and a footer that
 * appears only when an action text or footer content is given. Compact on extra-small screens.
 */
export function DialogCard(props: DialogCardProps) {
  const {
    title,
    hideCloseButton = false,
    large = false,
    primaryActionText,
    secondaryActionText,
    primaryActionDisabled = false,
    secondaryActionDisabled = false,
    primaryActionColor = 'primary',
    contentHeight,
    translucent = false,
    prependIcon,
    footer,
    children,
    onClose,
    onSecondaryAction,
    onPrimaryAction,
  } = props;
  const theme = useTheme();
  const isCompact = useMediaQuery(theme.breakpoints.down('sm'));
  const padding = isCompact ? 2 : large ? 4 : 3;
  const hasFooter = Boolean(primaryActionText) || Boolean(secondaryActionText) || footer !== undefined;

  return (
    <Card
      data-compact={isCompact ? 'true' : 'false'}
      data-large={large ? 'true' : 'false'}
      data-translucent={translucent ? 'true' : 'false'}
      sx={{
        display: 'flex',
        flexDirection: 'column',
        maxHeight: '100%',
        bgcolor: translucent ? 'rgba(255, 255, 255, 0.85)' : 'background.paper',
        backdropFilter: translucent ? 'blur(4px)' : undefined,
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: padding, pt: padding, pb: 1 }}>
        {prependIcon !== undefined && (
          <Box aria-hidden="true" sx={{ display: 'flex' }}>
            {prependIcon}
          </Box>
        )}
        <Typography
          id={DIALOG_CARD_IDS.title}
          component="h2"
          variant={large ? 'h5' : 'h6'}
          sx={{ flexGrow: 1, fontWeight: 600 }}
        >
          {title}
        </Typography>
        {!hideCloseButton && (
          <IconButton id={DIALOG_CARD_IDS.close} aria-label="Close" onClick={onClose} edge="end">
            <CloseIcon />
          </IconButton>
        )}
      </Box>
      <Box
        data-testid="dialog-card-content"
        sx={{ px: padding, py: 1, overflowY: 'auto', flexGrow: 1, height: contentHeight }}
      >
        {children}
      </Box>
      {hasFooter && (
        <Box
          component="footer"
          sx={{
            display: 'flex',
            alignItems: 'center',
            flexWrap: 'wrap',
            gap: 1,
            px: padding,
            pb: padding,
            pt: 1,
          }}
        >
          <Box sx={{ flexGrow: 1 }}>{footer}</Box>
          {secondaryActionText && (
            <Button
              id={DIALOG_CARD_IDS.secondaryAction}
              variant="text"
              disabled={secondaryActionDisabled}
              onClick={onSecondaryAction}
              fullWidth={isCompact}
            >
              {secondaryActionText}
            </Button>
          )}
          {primaryActionText && (
            <Button
              id={DIALOG_CARD_IDS.primaryAction}
              variant="contained"
              color={primaryActionColor}
              disabled={primaryActionDisabled}
              onClick={onPrimaryAction}
              fullWidth={isCompact}
            >
              {primaryActionText}
            </Button>
          )}
        </Box>
      )}
    </Card>
  );
}
