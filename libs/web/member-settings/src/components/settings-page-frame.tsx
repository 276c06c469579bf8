import type { ReactNode } from 'react';
import { SubPage } from '@ember/ui';

/** A settings screen: a way back to the list, its title and its content. */
export function SettingsPageFrame({ title, lead, children }: { title: string; lead?: ReactNode; children: ReactNode }) {
  return (
    <SubPage title={title} lead={lead} back={{ to: '/emberite/settings', label: 'settings' }}>
      {children}
    </SubPage>
  );
}
