import { defineLookup, filter } from '../../../lists/formLists.ts';

/** CRP RGP: each client's return policy (returnable, whole units only, CRP and RGP before and after). */
export const crpRgpSettings = defineLookup({
  form: 'masterdata/crprgp',
  from: (db) => db.selectFrom('crp_settings as s').innerJoin('clients as c', 'c.client_code', 's.client_code'),
  fields: {
    mandt: 's.mandt',
    clientCode: 's.client_code',
    clientName: 'c.client_name',
    nonReturnable: 's.non_returnable',
    nonFraction: 's.non_fraction',
    crpBefore: 's.crp_before',
    crpAfter: 's.crp_after',
    rgpBefore: 's.rgp_before',
    rgpAfter: 's.rgp_after',
    rgpRemark: 's.rgp_remark',
    statusCrp: 's.status_crp',
  },
  filters: {
    clientCode: filter.startsWith('s.client_code'),
    nonReturnable: filter.equals('s.non_returnable'),
    crpBefore: filter.equals('s.crp_before'),
    crpAfter: filter.equals('s.crp_after'),
  },
  order: ['clientCode'],
});
