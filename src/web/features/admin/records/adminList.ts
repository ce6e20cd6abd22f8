import { listAddress } from '../../../ui/listAddress.ts';
import { fieldsInOrder } from '../../../ui/schemaForm/formSchemas.ts';
import { listFiltersOf } from '../../../ui/useListSearch.ts';
import { adminFormsOf } from './adminForms.ts';
import { adminScreenOf } from './adminScreens.ts';

/** The list an administration screen's address shows (its resource and search): the operation, the search it asks with, and the page. */
export function adminListOf(resource: string, search: Record<string, unknown>) {
  const { search: searchForm } = adminFormsOf(resource);
  const rules = listAddress(searchForm ? fieldsInOrder(searchForm) : []);
  const address = rules.validate(search);
  return { path: adminScreenOf(resource).api, query: listFiltersOf(rules, address), page: rules.pageOf(address) };
}
