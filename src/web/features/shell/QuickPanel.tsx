import { Trans, useLingui, Plural } from '@lingui/react/macro';
import { Anchor, Drawer, Loader, SegmentedControl, Stack, Tabs, Text, Timeline } from '@mantine/core';
import { Select } from '../../ui/pickers.tsx';
import { IconBell, IconHistory, IconSettings } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { api, type Schemas } from '../../api/client.ts';
import { useSession } from '../../session/session.tsx';
import { useLanguageChoice } from '../../i18n/LanguageContext.tsx';
import { isLanguage, languages } from '../../i18n/languages.ts';
import { formatDateTime } from '../../../shared/format.ts';
import { auditActionLabels } from './auditActionLabels.ts';

export function QuickPanel({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useLingui();
  return (
    <Drawer opened={opened} onClose={onClose} position="right" title={t`Quick panel`} size="md">
      <Tabs defaultValue="audit" keepMounted={false}>
        <Tabs.List grow>
          <Tabs.Tab value="audit" leftSection={<IconHistory size={16} />}>
            <Trans>Audit Logs</Trans>
          </Tabs.Tab>
          <Tabs.Tab value="notifications" leftSection={<IconBell size={16} />}>
            <Trans>Notifications</Trans>
          </Tabs.Tab>
          <Tabs.Tab value="settings" leftSection={<IconSettings size={16} />}>
            <Trans>Settings</Trans>
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="audit" pt="md">
          <AuditLogs />
        </Tabs.Panel>
        <Tabs.Panel value="notifications" pt="md">
          <NotificationList onNavigate={onClose} />
        </Tabs.Panel>
        <Tabs.Panel value="settings" pt="md">
          <SettingsForm />
        </Tabs.Panel>
      </Tabs>
    </Drawer>
  );
}

function AuditLogs() {
  const { i18n } = useLingui();
  const events = useQuery({
    queryKey: ['GET /user/me/audit-events'],
    queryFn: async () => (await api.GET('/user/me/audit-events', { params: { query: { pageNo: 1, pageSize: 20 } } })).data?.data ?? [],
  }).data;
  if (!events) return <Loader size="sm" />;
  if (!events.length)
    return (
      <Text c="dimmed">
        <Trans>No records found</Trans>
      </Text>
    );
  return (
    <Timeline bulletSize={12} lineWidth={2}>
      {events.map((e) => {
        const label = auditActionLabels[e.action];
        return (
          <Timeline.Item key={e.eventId} title={label ? i18n._(label) : e.action}>
            <Text size="xs" c="dimmed">
              {formatDateTime(e.createdAt)}
            </Text>
          </Timeline.Item>
        );
      })}
    </Timeline>
  );
}

function NotificationList({ onNavigate }: { onNavigate: () => void }) {
  const items = useQuery({ queryKey: ['GET /user/me/notifications'], queryFn: async () => (await api.GET('/user/me/notifications')).data?.data ?? [] }).data;
  if (!items) return <Loader size="sm" />;
  if (!items.length)
    return (
      <Text c="dimmed">
        <Trans>Nothing awaits you.</Trans>
      </Text>
    );
  return (
    <Stack gap="sm">
      {items.map((n) => {
        const count = n.count;
        const text =
          n.kind === 'registrationsAwaitingActivation' ? (
            <Plural value={count} one="# registration awaits activation" other="# registrations await activation" />
          ) : (
            <Plural value={count} one="# return awaits your approval" other="# returns await your approval" />
          );
        return n.url ? (
          <Anchor key={n.kind} component={Link} to={n.url} onClick={onNavigate}>
            {text}
          </Anchor>
        ) : (
          <Text key={n.kind}>{text}</Text>
        );
      })}
    </Stack>
  );
}

function SettingsForm() {
  const { t } = useLingui();
  const { user, reload } = useSession();
  const { language, setLanguage } = useLanguageChoice();
  if (!user) return null;
  const setColorScheme = async (colorScheme: string) => {
    await api.PUT('/user/preferences', { body: { language, colorScheme: colorScheme as Schemas['Preferences']['colorScheme'] } });
    await reload();
  };
  return (
    <Stack>
      <Select
        label={t`Language`}
        data={languages.map((l) => ({ value: l.code, label: l.label }))}
        value={language}
        allowDeselect={false}
        onChange={(value) => value && isLanguage(value) && void setLanguage(value)}
      />
      <div>
        <Text size="sm" fw={500} mb={4}>
          <Trans>Colour scheme</Trans>
        </Text>
        <SegmentedControl
          fullWidth
          value={user.preferences.colorScheme}
          onChange={(value) => void setColorScheme(value)}
          data={[
            { value: 'light', label: t`Light` },
            { value: 'dark', label: t`Dark` },
            { value: 'auto', label: t`System` },
          ]}
        />
      </div>
    </Stack>
  );
}
