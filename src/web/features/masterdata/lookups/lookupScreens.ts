import { flattenPermissions, type PermissionKey } from '../../../../shared/permissions.ts';
import type { FormListPath, FormRecordPath } from '../../../api/formResources.ts';
import type { SynchForm } from '../synch/synchForms.ts';

/**
 * Where each lookup of forms/masterdata lives: its screen's route (spec 000 §2.1, the url of its
 * menu entry in the permission tree), its list's API path (§7) and, for the old SAP data, the
 * detail screen a row opens.
 */
export interface LookupScreen {
  form: string;
  route: string;
  api: FormListPath;
  /** The screen a row opens, the row's id field and the API path that reads one row. */
  detail?: { route: string; idField: string; api: FormRecordPath<'get'> };
  /** The synchronisation its screen starts (CRP RGP's Sync button). */
  synch?: SynchForm['kind'];
}

const urls = new Map(flattenPermissions().map((p) => [p.key, p.url]));
const routeOf = (key: PermissionKey) => urls.get(key)!;
const detailOf = (key: PermissionKey, idField: string, api: FormRecordPath<'get'>) => ({ route: `${routeOf(key)}/detail-data`, idField, api });

export const lookupScreens: readonly LookupScreen[] = [
  { form: 'rdetail', route: routeOf('masterdata.rDetail'), api: '/rdetail' },
  { form: 'rhheader', route: routeOf('masterdata.rhHeader'), api: '/rhheader' },
  { form: 'rhdetail', route: routeOf('masterdata.rhDetail'), api: '/rhdetail' },
  { form: 'kacab', route: routeOf('masterdata.kCabang'), api: '/kacab' },
  { form: 'uom', route: routeOf('masterdata.altUom'), api: '/uom' },
  { form: 'plant', route: routeOf('masterdata.plant'), api: '/plant' },
  { form: 'crprgp', route: routeOf('masterdata.crpRgp'), api: '/crprgp', synch: 'crpRgp' },
  {
    form: 'invoiceold',
    route: routeOf('masterdata.sapInvoiceOld'),
    api: '/invoiceold',
    detail: detailOf('masterdata.sapInvoiceOld', 'invoiceOldId', '/invoiceold/{id}'),
  },
  { form: 'taxold', route: routeOf('masterdata.sapTaxOld'), api: '/taxold', detail: detailOf('masterdata.sapTaxOld', 'taxOldId', '/taxold/{id}') },
  { form: 'customer', route: routeOf('masterdata.customer'), api: '/customer' },
];

export const lookupScreenOf = (form: string): LookupScreen => {
  const screen = lookupScreens.find((s) => s.form === form);
  if (!screen) throw new Error(`No lookup screen for forms/masterdata/${form}`);
  return screen;
};

/** The lookup a `/master/$lookup` path names (its permission url), or undefined. */
export const lookupScreenAt = (lookup: string): LookupScreen | undefined => lookupScreens.find((s) => lookupParamOf(s) === lookup);

/** What a lookup's path says after `/master/` (its `$lookup`). */
export const lookupParamOf = (screen: LookupScreen): string => screen.route.slice('/master/'.length);
