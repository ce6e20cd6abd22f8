import { filter, defineLookup } from '../../../lists/formLists.ts';

/** R Detail: which rayon type, archi group and division a material (or a whole division) belongs to. */
export const rayonDetails = defineLookup({
  form: 'masterdata/rdetail',
  from: (db) => db.selectFrom('rayon_details as rd').leftJoin('materials as m', 'm.material_code', 'rd.material_code'),
  fields: {
    rayonDetailId: 'rd.rayon_detail_id',
    rayonType: 'rd.rayon_type',
    archiGroup: 'rd.archi_group',
    division: 'rd.division',
    material: 'rd.material_code',
    materialName: 'm.material_name',
    validFrom: 'rd.valid_from',
    validTo: 'rd.valid_to',
  },
  filters: {
    rayonType: filter.startsWith('rd.rayon_type'),
    archiGroup: filter.contains('rd.archi_group'),
    division: filter.contains('rd.division'),
    material: filter.codeOrName('rd.material_code', 'm.material_name'),
    validFrom: filter.validOnOrAfter('rd.valid_to'),
    validTo: filter.validOnOrBefore('rd.valid_from'),
  },
  order: ['rayonType', 'archiGroup', 'rayonDetailId'],
});
