import { useLingui } from '@lingui/react/macro';
import { ActionIcon, Affix } from '@mantine/core';
import { useViewportSize, useWindowScroll } from '@mantine/hooks';
import { IconArrowUp } from '@tabler/icons-react';

/** How far from the page's end the button gives way to the page's own buttons. */
const END_MARGIN = 120;

/**
 * The scroll-to-top button (spec 000 §1), in the bottom-right corner once the page is scrolled.
 * It is not shown near the page's end, where the screens keep their actions (Next, Save, Back,
 * right-aligned at the bottom): there it would cover them, and appearing as the page scrolls it
 * took a click meant for them. It appears and goes at once, so a fading button never catches a
 * click either.
 */
export function ScrollToTop() {
  const { t } = useLingui();
  const [scroll, scrollTo] = useWindowScroll();
  const { height } = useViewportSize();
  const nearEnd = typeof document !== 'undefined' && document.documentElement.scrollHeight - height - scroll.y < END_MARGIN;
  if (scroll.y <= 200 || nearEnd) return null;
  return (
    <Affix position={{ bottom: 24, right: 24 }}>
      <ActionIcon size="lg" radius="xl" aria-label={t`Scroll to top`} onClick={() => scrollTo({ y: 0 })}>
        <IconArrowUp size={18} />
      </ActionIcon>
    </Affix>
  );
}
