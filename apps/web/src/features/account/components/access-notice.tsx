import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { formatDate, isLicenceBlocked } from '@airlens/domain';
import type { ClientUser } from '@airlens/domain';

/** What a user's access state is and what they can do about it. */
export interface AccessState {
  severity: 'warning' | 'info';
  title: string;
  action: string;
}

const ASK_ADMIN = 'ask your organisation administrator';

/**
 * Why the app sent this user to My page (docs/product-spec.md §4 access redirects), in words: a suspended, invalid or expired
 * licence, an ended subscription, no licence at all, or a licence without Insights; null when nothing blocks.
 */
export function accessStateOf(user: ClientUser, now: Date): AccessState | null {
  if (user.role === 'GUEST') {
    return null;
  }
  if (user.licenseSuspended) {
    return {
      severity: 'warning',
      title: 'Your licence is suspended',
      action: `Insights, uploads and sharing are unavailable until it is reactivated: ${ASK_ADMIN} to reactivate it, or activate another licence key below.`,
    };
  }
  if (user.licenseInvalid) {
    return {
      severity: 'warning',
      title: 'Your licence is not valid',
      action: `Activate a valid licence key below, or ${ASK_ADMIN} for one.`,
    };
  }
  if (user.licenseExpired) {
    return {
      severity: 'warning',
      title: 'Your licence has expired',
      action: `Activate a new licence key below, or ${ASK_ADMIN} to renew it.`,
    };
  }
  if (isLicenceBlocked(user, now)) {
    const ended = user.subscriptionExpirationDate ?? null;
    return {
      severity: 'warning',
      title:
        ended === null ? 'Your subscription has ended' : `Your subscription ended on ${formatDate(ended)}`,
      action: `Renew the subscription, activate another licence key below, or ${ASK_ADMIN}.`,
    };
  }
  if (user.licenseKey === null && user.licenseType === null) {
    return {
      severity: 'info',
      title: 'You have no licence yet',
      action: `Activate the licence key you received below, or ${ASK_ADMIN} to assign you one.`,
    };
  }
  if (!user.insightsAccessAllowed) {
    const product = user.licenseType === null ? 'Your licence' : `Your ${user.licenseType} licence`;
    return {
      severity: 'info',
      title: `${product} does not include Insights`,
      action: `To see your sites' network health, activate a licence key that includes Insights below, or ${ASK_ADMIN}.`,
    };
  }
  return null;
}

export interface AccessNoticeProps {
  user: ClientUser;
  now: Date;
}

/** The user's access state at the top of My page; nothing when their licence gives full access. */
export function AccessNotice({ user, now }: AccessNoticeProps) {
  const state = accessStateOf(user, now);
  if (state === null) {
    return null;
  }
  return (
    <Alert severity={state.severity} role="status">
      <AlertTitle>{state.title}</AlertTitle>
      {state.action}
    </Alert>
  );
}
