import { Trans } from '@lingui/react/macro';
import { List, Stack, Text, Title } from '@mantine/core';

/** The privacy policy and terms users agree to (the version is a server setting). */
export function PrivacyPolicyText() {
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        <Trans>Privacy policy</Trans>
      </Title>
      <Text size="sm">
        <Trans>
          We process your name, user name, e-mail address, the plants and clients you work for, and a record of what you do in the application, to register and
          approve goods returns and to keep an audit trail of them.
        </Trans>
      </Text>
      <List size="sm">
        <List.Item>
          <Trans>Data is used only for the goods-return process and is shared with the ERP and delivery-tracking services it needs.</Trans>
        </List.Item>
        <List.Item>
          <Trans>
            Your browser keeps a session cookie that keeps you signed in and a cookie that guards it against forged requests; the page keeps your access token
            in its memory and a return you have not saved in the tab's storage. All of them end when you sign out.
          </Trans>
        </List.Item>
        <List.Item>
          <Trans>You may ask to see, correct or opt out of the processing of your data; we handle opt-out requests within 10 business days.</Trans>
        </List.Item>
      </List>
      <Title order={3} size="h5">
        <Trans>Terms and conditions</Trans>
      </Title>
      <Text size="sm">
        <Trans>
          Your account is personal. Keep your password secret, record returns truthfully, and act only on returns you are assigned to or responsible for.
        </Trans>
      </Text>
    </Stack>
  );
}
