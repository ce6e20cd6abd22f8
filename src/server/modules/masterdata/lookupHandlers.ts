import type { components } from '../../../../generated/api.d.ts';
import { signedInUser } from '../../http/authenticate.ts';
import type { Handlers } from '../../http/handlers.ts';
import { notFound } from '../../http/problem.ts';
import { altUoms } from './lookups/altUoms.ts';
import { branchStaff } from './lookups/branchStaff.ts';
import { crpRgpSettings } from './lookups/crpRgpSettings.ts';
import { customers } from './lookups/customers.ts';
import { lookupPage, lookupRow } from '../../lists/formLists.ts';
import { plants } from './lookups/plants.ts';
import { rayonCustomers } from './lookups/rayonCustomers.ts';
import { rayonDetails } from './lookups/rayonDetails.ts';
import { rayonHeaders } from './lookups/rayonHeaders.ts';
import { sapInvoicesOld } from './lookups/sapInvoicesOld.ts';
import { sapTaxesOld } from './lookups/sapTaxesOld.ts';

type Schemas = components['schemas'];

/** The master-data lookups of spec 000 §2.4 and the two old-SAP details. */
export const lookupHandlers: Pick<
  Handlers,
  | 'listRayonDetails'
  | 'listRayonHeaders'
  | 'listRayonCustomers'
  | 'listBranchStaff'
  | 'listAltUoms'
  | 'listPlants'
  | 'listCrpRgpSettings'
  | 'listCustomers'
  | 'listSapInvoicesOld'
  | 'listSapTaxesOld'
  | 'getSapInvoiceOld'
  | 'getSapTaxOld'
> = {
  listRayonDetails: (request) => lookupPage<Schemas['RayonDetail']>(request.server.db, signedInUser(request), rayonDetails, request.query),
  listRayonHeaders: (request) => lookupPage<Schemas['RayonHeader']>(request.server.db, signedInUser(request), rayonHeaders, request.query),
  listRayonCustomers: (request) => lookupPage<Schemas['RayonCustomer']>(request.server.db, signedInUser(request), rayonCustomers, request.query),
  listBranchStaff: (request) => lookupPage<Schemas['BranchStaff']>(request.server.db, signedInUser(request), branchStaff, request.query),
  listAltUoms: (request) => lookupPage<Schemas['AltUom']>(request.server.db, signedInUser(request), altUoms, request.query),
  listPlants: (request) => lookupPage<Schemas['PlantRow']>(request.server.db, signedInUser(request), plants, request.query),
  listCrpRgpSettings: (request) => lookupPage<Schemas['CrpRgpSetting']>(request.server.db, signedInUser(request), crpRgpSettings, request.query),
  listCustomers: (request) => lookupPage<Schemas['CustomerRow']>(request.server.db, signedInUser(request), customers, request.query),
  listSapInvoicesOld: (request) => lookupPage<Schemas['SapInvoiceOld']>(request.server.db, signedInUser(request), sapInvoicesOld, request.query),
  listSapTaxesOld: (request) => lookupPage<Schemas['SapTaxOld']>(request.server.db, signedInUser(request), sapTaxesOld, request.query),

  async getSapInvoiceOld(request) {
    const line = await lookupRow<Schemas['SapInvoiceOld']>(request.server.db, signedInUser(request), sapInvoicesOld, 'invoiceOldId', request.params.id);
    if (!line) throw notFound('The old SAP invoice line was not found.');
    return line;
  },

  async getSapTaxOld(request) {
    const line = await lookupRow<Schemas['SapTaxOld']>(request.server.db, signedInUser(request), sapTaxesOld, 'taxOldId', request.params.id);
    if (!line) throw notFound('The old SAP tax invoice line was not found.');
    return line;
  },
};
