import { lazy, Suspense, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { useLanguageChoice } from './LanguageContext.tsx';
import { languages } from './languages.ts';

const loadChoices = () => import('./LanguageChoices.tsx');
const LanguageChoices = lazy(() => loadChoices().then((m) => ({ default: m.LanguageChoices })));

/**
 * The language button and its menu. The menu (Mantine's Menu on floating-ui, a sixth of the
 * sign-in page's script) loads when the button is first pointed at, focused or pressed, and
 * opens as it arrives: the sign-in page carries only the button, which looks the same.
 */
export function LanguageMenu() {
  const { t } = useLingui();
  const { language } = useLanguageChoice();
  const [wanted, setWanted] = useState(false);
  const current = languages.find((l) => l.code === language)?.label ?? language;
  const button = (onClick?: () => void) => (
    // An outlined button in the text colour: grey subtle text read as disabled.
    <Button
      variant="default"
      leftSection={<IconLanguage size={18} />}
      // The name holds what the button shows (WCAG 2.5.3, label in name): "Language: English".
      aria-label={`${t`Language`}: ${current}`}
      data-testid="language-menu"
      onClick={onClick}
      onPointerEnter={() => void loadChoices()}
      onFocus={() => void loadChoices()}
    >
      {current}
    </Button>
  );
  if (!wanted) return button(() => setWanted(true));
  return (
    <Suspense fallback={button()}>
      <LanguageChoices target={button()} />
    </Suspense>
  );
}
