import { LookupDetailPage } from './LookupDetailPage.tsx';
import { LookupPage } from './LookupPage.tsx';
import { lookupScreens } from './lookupScreens.ts';

/** A page per lookup (and per detail), by form name, for the routes to load lazily. */
export const lookupPages = Object.fromEntries(lookupScreens.map((s) => [s.form, () => <LookupPage form={s.form} />]));
export const lookupDetailPages = Object.fromEntries(lookupScreens.map((s) => [s.form, () => <LookupDetailPage form={s.form} />]));
