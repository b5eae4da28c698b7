import type { ReactNode } from 'react';
import { hasInsightsAccess } from '@airlens/domain';
import type { ClientUser } from '@airlens/domain';
import { AppBarSearch } from './app-bar-search';
import { AppShell } from './app-shell';

export interface SignedInShellProps {
  user: ClientUser;
  children: ReactNode;
}

/** The app shell with the features it carries in the app bar: the project search, for users with projects. */
export function SignedInShell({ user, children }: SignedInShellProps) {
  const search = hasInsightsAccess(user, new Date()) ? <AppBarSearch /> : undefined;
  return (
    <AppShell user={user} search={search}>
      {children}
    </AppShell>
  );
}
