// Shown outside the first page's script: it brings the rest of Mantine's styles.
import '../../ui/styles/rest.css';
import { Trans } from '@lingui/react/macro';
import { Button, Container, Paper } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { PrivacyPolicyText } from './PrivacyPolicyText.tsx';

export function TermsPage() {
  return (
    <Container size="sm" py="xl">
      <Paper withBorder p="xl">
        <PrivacyPolicyText />
        <Button component={Link} to="/auth/registration" variant="light" mt="lg">
          <Trans>Back</Trans>
        </Button>
      </Paper>
    </Container>
  );
}
