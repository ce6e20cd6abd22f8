import { useLingui } from '@lingui/react/macro';
import { Button, Menu } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { useLanguageChoice } from '../../i18n/LanguageContext.tsx';
import { languages } from '../../i18n/languages.ts';

export function LanguageMenu() {
  const { t } = useLingui();
  const { language, setLanguage } = useLanguageChoice();
  const current = languages.find((l) => l.code === language);
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        {/* An outlined button in the text colour: grey subtle text read as disabled. */}
        <Button variant="default" leftSection={<IconLanguage size={18} />} aria-label={t`Language`} data-testid="language-menu">
          {current?.label}
        </Button>
      </Menu.Target>
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
