import { useParams } from '@tanstack/react-router';
import { AdminRecordsPage } from './AdminRecordsPage.tsx';
import { adminScreenAt } from './adminScreens.ts';

/** The administration screen `/administrator/$screen` names (its route let only a screen's path in), for the route to load lazily. */
export function AdminRoutePage() {
  const { screen } = useParams({ from: '/app/administrator/$screen' });
  const resource = adminScreenAt(`/administrator/${screen}`)!.resource;
  return <AdminRecordsPage key={resource} resource={resource} />;
}

/** The settings, at `/setting` (spec 000 §2.1). */
export function SettingsPage() {
  return <AdminRecordsPage resource="setting" />;
}
