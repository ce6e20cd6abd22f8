import { AdminRecordsPage } from './AdminRecordsPage.tsx';
import { adminScreens } from './adminScreens.ts';

/** A page per administration record, by resource, for the routes to load lazily. */
export const adminPages = Object.fromEntries(adminScreens.map((s) => [s.resource, () => <AdminRecordsPage resource={s.resource} />]));
