import { listAddress } from '../../../ui/listAddress.ts';
import { fieldsInOrder } from '../../../ui/schemaForm/formSchemas.ts';
import { listFiltersOf } from '../../../ui/useListSearch.ts';
import { lookupFormsOf } from './lookupForms.ts';
import { lookupScreenAt } from './lookupScreens.ts';

/** The list a lookup's address shows (`/master/$lookup` and its search): the operation, the search it asks with, and the page. */
export function lookupListAt(lookup: string, search: Record<string, unknown>) {
  const screen = lookupScreenAt(lookup)!;
  const rules = listAddress(fieldsInOrder(lookupFormsOf(screen.form).search));
  const address = rules.validate(search);
  return { path: screen.api, query: listFiltersOf(rules, address), page: rules.pageOf(address) };
}
