import { defineLookup, filter } from '../../../lists/formLists.ts';
import { inPlantsOf } from './inPlantsOf.ts';

/** Customer: the customers of the user's plants, with their tax number, groups and branch. */
export const customers = defineLookup({
  form: 'masterdata/customer',
  from: (db, user) => db.selectFrom('customers as c').innerJoin('plants as p', 'p.plant_code', 'c.plant_code').where(inPlantsOf(user, 'c.plant_code')),
  fields: {
    customerCode: 'c.customer_code',
    customerName: 'c.customer_name',
    npwp: 'c.npwp',
    customerGroup1: 'c.customer_group1',
    customerGroup2: 'c.customer_group2',
    customerGroup3: 'c.customer_group3',
    plantCode: 'c.plant_code',
    branchName: 'p.plant_name',
    city: 'c.city',
    blocked: 'c.blocked',
  },
  filters: {
    customerCode: filter.startsWith('c.customer_code'),
    customerName: filter.contains('c.customer_name'),
    npwp: filter.startsWith('c.npwp'),
    group1: filter.equals('c.customer_group1'),
    group2: filter.equals('c.customer_group2'),
  },
  order: ['customerCode'],
});
