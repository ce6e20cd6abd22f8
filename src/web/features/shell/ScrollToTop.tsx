import { useEffect, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { ActionIcon, Affix } from '@mantine/core';
import { IconArrowUp } from '@tabler/icons-react';

/** How far from the page's end the button gives way to the page's own buttons. */
const END_MARGIN = 120;
/** How far the page is scrolled before the button shows. */
const SHOWN_PAST = 200;

/**
 * The scroll-to-top button (spec 000 §1), in the bottom-right corner once the page is scrolled.
 * It is not shown near the page's end, where the screens keep their actions (Next, Save, Back,
 * right-aligned at the bottom): there it would cover them, and appearing as the page scrolls it
 * took a click meant for them. It appears and goes at once, so a fading button never catches a
 * click either.
 */
export function ScrollToTop() {
  const { t } = useLingui();
  if (!useScrolledAway()) return null;
  return (
    <Affix position={{ bottom: 24, right: 24 }}>
      <ActionIcon size="lg" radius="xl" aria-label={t`Scroll to top`} onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}>
        <IconArrowUp size={18} />
      </ActionIcon>
    </Affix>
  );
}

/**
 * Whether the page is scrolled past SHOWN_PAST and not near its end. The page's scroll and size
 * are read when it scrolls or is resized, never as it renders or mounts: a read there made the
 * browser lay out the whole first screen in the middle of building it (80 ms of a phone's main
 * thread on each signed-in screen, issue 34). A page opens at its top; one restored lower scrolls,
 * and is read then.
 */
function useScrolledAway(): boolean {
  const [away, setAway] = useState(false);
  useEffect(() => {
    const read = () => {
      const y = window.scrollY;
      const nearEnd = document.documentElement.scrollHeight - window.innerHeight - y < END_MARGIN;
      setAway(y > SHOWN_PAST && !nearEnd);
    };
    window.addEventListener('scroll', read, { passive: true });
    window.addEventListener('resize', read, { passive: true });
    return () => {
      window.removeEventListener('scroll', read);
      window.removeEventListener('resize', read);
    };
  }, []);
  return away;
}
