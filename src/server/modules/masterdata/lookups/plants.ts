import { defineLookup, filter } from '../../../lists/formLists.ts';
import { inPlantsOf } from './inPlantsOf.ts';

/** Plant: the user's plants (head office holds them all), live or not yet. */
export const plants = defineLookup({
  form: 'masterdata/plant',
  from: (db, user) => db.selectFrom('plants as p').where(inPlantsOf(user, 'p.plant_code')),
  fields: {
    plantCode: 'p.plant_code',
    plantName: 'p.plant_name',
    cutOffDate: 'p.cut_off_date',
    live: 'p.is_live',
    updateUser: 'p.update_user',
    updateDate: 'p.updated_at',
  },
  filters: {
    plantCode: filter.startsWith('p.plant_code'),
    plantName: filter.contains('p.plant_name'),
    updateUser: filter.contains('p.update_user'),
  },
  order: ['plantCode'],
});
