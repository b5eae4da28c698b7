import type { ReactNode } from 'react';
import './auth.css';

export interface PlainButtonProps {
  children: ReactNode;
  variant: 'contained' | 'outlined' | 'text';
  type?: 'button' | 'submit';
  disabled?: boolean;
  onClick?: () => void;
  /** Renders a link styled as the button (MUI Button with `href`). */
  href?: string;
}

/** A large button of the sign-in screens, drawn as MUI's (auth.css), without MUI (issue #21). */
export function PlainButton({
  children,
  variant,
  type = 'button',
  disabled,
  onClick,
  href,
}: PlainButtonProps) {
  if (href !== undefined) {
    return (
      <a className="al-auth-button" data-variant={variant} href={href}>
        {children}
      </a>
    );
  }
  return (
    <button
      type={type}
      className="al-auth-button"
      data-variant={variant}
      disabled={disabled}
      onClick={onClick}
    >
      {children}
    </button>
  );
}
