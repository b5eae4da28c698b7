import type { MouseEvent, ReactNode } from 'react';
import { useAuthEnvironment } from './auth-environment';
import './auth.css';

export interface AuthLinkProps {
  to: string;
  children: ReactNode;
}

/** Whether a click asks for something else than following the link here (new tab, new window, download). */
function isModifiedClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}

/**
 * A link between the sign-in screens: a real `href` (new tabs and copying work), followed through the
 * environment's navigate so the app's router or the light sign-in page handles it without a reload.
 */
export function AuthLink({ to, children }: AuthLinkProps) {
  const { navigate } = useAuthEnvironment();
  function handleClick(event: MouseEvent<HTMLAnchorElement>) {
    if (isModifiedClick(event)) {
      return;
    }
    event.preventDefault();
    navigate(to);
  }
  return (
    <a className="al-auth-link" href={to} onClick={handleClick}>
      {children}
    </a>
  );
}
