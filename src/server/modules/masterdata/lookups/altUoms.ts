import { defineLookup, filter } from '../../../lists/formLists.ts';

/** Alt Uom: the units a material is sold in and how many base units each holds. */
export const altUoms = defineLookup({
  form: 'masterdata/uom',
  from: (db) => db.selectFrom('material_uoms as u').innerJoin('materials as m', 'm.material_code', 'u.material_code'),
  fields: {
    material: 'u.material_code',
    materialName: 'm.material_name',
    uom: 'u.uom',
    numerator: 'u.numerator',
    denominator: 'u.denumerator',
    description: 'u.description',
    updateDate: 'u.updated_at',
  },
  filters: {
    materialName: filter.codeOrName('u.material_code', 'm.material_name'),
    uom: filter.startsWith('u.uom'),
    nemurator: filter.equals('u.numerator'),
    denumerator: filter.equals('u.denumerator'),
  },
  order: ['material', 'uom'],
});
