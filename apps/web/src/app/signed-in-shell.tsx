import type { ReactNode } from 'react';
import type { ClientUser } from '@airlens/domain';
import { AppShell } from './app-shell';

export interface SignedInShellProps {
  user: ClientUser;
  children: ReactNode;
}

/** The app shell with the features it carries in the app bar (the project search). */
export function SignedInShell({ user, children }: SignedInShellProps) {
  return <AppShell user={user}>{children}</AppShell>;
}
