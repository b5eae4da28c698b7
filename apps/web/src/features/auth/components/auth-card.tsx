import type { ReactNode } from 'react';
import './auth.css';

export interface AuthCardProps {
  title: string;
  children: ReactNode;
}

/**
 * The sign-in screens' page: one centred card under the product name, as components/card-page.tsx draws it
 * with MUI, in plain elements (issue #21).
 */
export function AuthCard({ title, children }: AuthCardProps) {
  return (
    <main className="al-auth-page">
      <div className="al-auth-card" style={{ maxWidth: 440 }}>
        <p className="al-auth-brand">Airlens</p>
        <h1 className="al-auth-title">{title}</h1>
        {children}
      </div>
    </main>
  );
}
