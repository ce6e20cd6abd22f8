import { defineLookup, filter } from '../../../lists/formLists.ts';
import { inPlantsOf } from './inPlantsOf.ts';

/** RH Detail: which rayon serves which customer, for the customers of the user's plants. */
export const rayonCustomers = defineLookup({
  form: 'masterdata/rhdetail',
  // A customer belongs to one plant; its rayon is of the same plant.
  from: (db, user) =>
    db.selectFrom('rayon_customers as rc').innerJoin('customers as c', 'c.customer_code', 'rc.customer_code').where(inPlantsOf(user, 'c.plant_code')),
  fields: {
    rayonCode: 'rc.rayon_code',
    customerCode: 'rc.customer_code',
    customerName: 'c.customer_name',
    plant: 'c.plant_code',
    validFrom: 'rc.valid_from',
    validTo: 'rc.valid_to',
  },
  filters: {
    rayonCode: filter.startsWith('rc.rayon_code'),
    customerCode: filter.startsWith('rc.customer_code'),
    validFrom: filter.validOnOrAfter('rc.valid_to'),
    validTo: filter.validOnOrBefore('rc.valid_from'),
  },
  order: ['rayonCode', 'customerCode', 'validFrom'],
});
