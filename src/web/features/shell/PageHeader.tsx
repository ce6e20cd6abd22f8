import { useEffect } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Anchor, Breadcrumbs, Text, Title } from '@mantine/core';
import { Link, useRouterState } from '@tanstack/react-router';
import { useSession } from '../../session/session.tsx';
import { activeTrail } from './activeMenu.ts';
import { useMenuLabel } from './useMenuLabel.ts';

/** Title and breadcrumbs of the page, from the active menu entry; also the document title. */
export function PageHeader() {
  const { menu } = useSession();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const label = useMenuLabel();
  const { t } = useLingui();
  const trail = activeTrail(menu, pathname);
  const title = trail.length ? label(trail.at(-1)!) : '';
  const product = t`Goods Return Management`;

  useEffect(() => {
    document.title = title ? `${title} | ${product}` : product;
  }, [title, product]);

  if (!trail.length) return null;
  return (
    <div style={{ marginBottom: 16 }}>
      <Title order={2} size="h3">
        {title}
      </Title>
      <nav aria-label="Breadcrumbs">
        {/* The separator as readable as the trail beside it (HTML_CodeSniffer measured 4.04:1 in the dark scheme). */}
        <Breadcrumbs mt={4} styles={{ separator: { color: 'var(--mantine-color-dimmed)' } }}>
          {trail.map((item, index) =>
            item.url && index < trail.length - 1 ? (
              <Anchor key={item.key} component={Link} to={item.url} size="sm">
                {label(item)}
              </Anchor>
            ) : (
              <Text key={item.key} size="sm" c="dimmed">
                {label(item)}
              </Text>
            ),
          )}
        </Breadcrumbs>
      </nav>
    </div>
  );
}
