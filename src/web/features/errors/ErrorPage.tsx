import { Trans } from '@lingui/react/macro';
import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { Link, useParams } from '@tanstack/react-router';
import type { ReactNode } from 'react';

/** The six static error pages (spec 000 §2.1, §8); an unknown version shows the first. */
const pages: Record<string, { heading: ReactNode; text: ReactNode }> = {
  'error-v1': { heading: <Trans>OOPS! Something went wrong here</Trans>, text: <Trans>Sorry we can't seem to find the page you're looking for</Trans> },
  'error-v2': { heading: <Trans>OOPS! Something went wrong here</Trans>, text: <Trans>Nothing left to do here.</Trans> },
  'error-v3': { heading: <Trans>OOPS! Something went wrong here</Trans>, text: <Trans>We're working on it and we'll get it fixed as soon possible.</Trans> },
  'error-v4': { heading: <Trans>Sorry we can't seem to find the page you're looking for</Trans>, text: <Trans>Nothing left to do here.</Trans> },
  'error-v5': { heading: <Trans>Nothing left to do here.</Trans>, text: <Trans>Sorry we can't seem to find the page you're looking for</Trans> },
  'error-v6': { heading: <Trans>We're working on it and we'll get it fixed as soon possible.</Trans>, text: <Trans>OOPS! Something went wrong here</Trans> },
};

export function ErrorPage() {
  const { version } = useParams({ from: '/error/$version' });
  const page = pages[version] ?? pages['error-v1']!;
  return (
    <Center mih="100vh" p="md">
      <Stack align="center" gap="md" maw={560} ta="center">
        <Title order={1} data-testid="error-heading">
          {page.heading}
        </Title>
        <Text c="dimmed" size="lg">
          {page.text}
        </Text>
        <Button component={Link} to="/">
          <Trans>Return Home</Trans>
        </Button>
      </Stack>
    </Center>
  );
}
