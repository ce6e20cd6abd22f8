import { listAddress, type ListAddress } from '../../ui/listAddress.ts';

const names = [
  'plantCode',
  'returnType',
  'reasonCode',
  'state',
  'retNumber',
  'from',
  'to',
  'step',
  'move',
  'segment',
  'clientCode',
  'variant',
  'deviation',
  'view',
] as const;
type Name = (typeof names)[number];

/**
 * The workflow charts' address: the filters, the state drilled into, the return whose path is
 * drawn and the moves' period; on the process view the client, the step, the move, the line of the
 * picture, the variant or the deviation picked; on a machine's detail, the developers' view of its
 * tests' paths (`view=paths`). A chart as an analyst left it can be shared and reloaded.
 */
export const overlayAddress = listAddress(names);
export type OverlayAddress = ListAddress<Name>;

/** The filters the overlay's counts are read with. */
export type OverlayFilters = Record<'plantCode' | 'returnType' | 'reasonCode', string>;
export const overlayFiltersOf = (address: OverlayAddress): OverlayFilters => ({
  plantCode: address.plantCode ?? '',
  returnType: address.returnType ?? '',
  reasonCode: address.reasonCode ?? '',
});
