import { useLingui } from '@lingui/react/macro';
import { ActionIcon, Affix, Transition } from '@mantine/core';
import { useWindowScroll } from '@mantine/hooks';
import { IconArrowUp } from '@tabler/icons-react';

export function ScrollToTop() {
  const { t } = useLingui();
  const [scroll, scrollTo] = useWindowScroll();
  return (
    <Affix position={{ bottom: 24, right: 24 }}>
      <Transition transition="slide-up" mounted={scroll.y > 200}>
        {(style) => (
          <ActionIcon size="lg" radius="xl" style={style} aria-label={t`Scroll to top`} onClick={() => scrollTo({ y: 0 })}>
            <IconArrowUp size={18} />
          </ActionIcon>
        )}
      </Transition>
    </Affix>
  );
}
