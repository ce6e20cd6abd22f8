import { useParams } from '@tanstack/react-router';
import { LookupDetailPage } from './LookupDetailPage.tsx';
import { LookupPage } from './LookupPage.tsx';
import { lookupScreenAt } from './lookupScreens.ts';

/** The lookup `/master/$lookup` names (its route let only a lookup's path in), for the route to load lazily. */
export function LookupRoutePage() {
  const { lookup } = useParams({ from: '/app/master/$lookup' });
  const form = lookupScreenAt(lookup)!.form;
  return <LookupPage key={form} form={form} />;
}

/** The detail of an old SAP line of the lookup `/master/$lookup/detail-data` names. */
export function LookupDetailRoutePage() {
  const { lookup } = useParams({ from: '/app/master/$lookup/detail-data' });
  const form = lookupScreenAt(lookup)!.form;
  return <LookupDetailPage key={form} form={form} />;
}
