import { defineLookup, filter } from '../../../lists/formLists.ts';
import { inPlantsOf } from './inPlantsOf.ts';

/** RH Header: the rayons of the user's plants and their sales chain (FSS, SLM, ASM, NSM, BUM). */
export const rayonHeaders = defineLookup({
  form: 'masterdata/rhheader',
  from: (db, user) => db.selectFrom('rayon_headers as rh').innerJoin('plants as p', 'p.plant_code', 'rh.plant_code').where(inPlantsOf(user, 'rh.plant_code')),
  fields: {
    rayonCode: 'rh.rayon_code',
    rayonType: 'rh.rayon_type',
    plant: 'rh.plant_code',
    plantName: 'p.plant_name',
    FSS: 'rh.fss',
    SLM: 'rh.slm',
    ASM: 'rh.asm',
    NSM: 'rh.nsm',
    BUM: 'rh.bum',
    validFrom: 'rh.valid_from',
    validTo: 'rh.valid_to',
  },
  filters: {
    rayonCode: filter.startsWith('rh.rayon_code'),
    rayonType: filter.startsWith('rh.rayon_type'),
    plant: filter.equals('rh.plant_code'),
    FSS: filter.contains('rh.fss'),
    SLM: filter.contains('rh.slm'),
    validFrom: filter.validOnOrAfter('rh.valid_to'),
    validTo: filter.validOnOrBefore('rh.valid_from'),
  },
  order: ['rayonCode', 'validFrom'],
});
