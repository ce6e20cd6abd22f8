// Shown outside the first page's script: it brings the rest of Mantine's styles.
import '../ui/styles/rest.css';
import type { ReactElement } from 'react';
import { Menu } from '@mantine/core';
import { useLanguageChoice } from './LanguageContext.tsx';
import { languages } from './languages.ts';

/** The six languages under the language button (LanguageMenu.tsx), open when it first shows. */
export function LanguageChoices({ target }: { target: ReactElement }) {
  const { language, setLanguage } = useLanguageChoice();
  return (
    <Menu position="bottom-end" withinPortal defaultOpened>
      <Menu.Target>{target}</Menu.Target>
      <Menu.Dropdown>
        {languages.map((l) => (
          <Menu.Item key={l.code} onClick={() => void setLanguage(l.code)} fw={l.code === language ? 700 : undefined} lang={l.code}>
            {l.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
