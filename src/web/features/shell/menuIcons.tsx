import {
  IconChecklist,
  IconDatabase,
  IconFilePlus,
  IconLayoutDashboard,
  IconPoint,
  IconReportAnalytics,
  IconSettings,
  IconSitemap,
  IconUser,
  type Icon,
} from '@tabler/icons-react';

const icons: Record<string, Icon> = {
  dashboard: IconLayoutDashboard,
  'file-plus': IconFilePlus,
  checklist: IconChecklist,
  report: IconReportAnalytics,
  database: IconDatabase,
  settings: IconSettings,
  user: IconUser,
  workflow: IconSitemap,
};

/** The icon a menu entry names, or a dot. */
export function MenuIcon({ name }: { name: string | null }) {
  const Component = (name && icons[name]) || IconPoint;
  return <Component size={18} stroke={1.6} />;
}
