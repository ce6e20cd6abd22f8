import { defineLookup, filter } from '../../../lists/formLists.ts';
import { inPlantsOf } from './inPlantsOf.ts';

/** K Cabang: the staff of the user's plants by NIK, with the role they hold at the branch. */
export const branchStaff = defineLookup({
  form: 'masterdata/kacab',
  from: (db, user) => db.selectFrom('branch_staff as s').innerJoin('plants as p', 'p.plant_code', 's.plant_code').where(inPlantsOf(user, 's.plant_code')),
  fields: {
    NIK: 's.nik',
    fullName: 's.full_name',
    role: 's.role',
    plant: 's.plant_code',
    plantName: 'p.plant_name',
    validFrom: 's.valid_from',
    validTo: 's.valid_to',
  },
  filters: {
    NIK: filter.startsWith('s.nik'),
    fullName: filter.contains('s.full_name'),
    role: filter.contains('s.role'),
    plant: filter.equals('s.plant_code'),
    validFrom: filter.validOnOrAfter('s.valid_to'),
    validTo: filter.validOnOrBefore('s.valid_from'),
  },
  order: ['plant', 'NIK'],
});
