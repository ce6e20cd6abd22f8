import { describe, expect, it } from 'vitest';
import { listAddress } from '../../src/web/ui/listAddress.ts';

const address = listAddress(['retNumber', 'invoiceNo'] as const);

describe('a list in the address', () => {
  it('keeps the known filters that are filled, a page from 2 and a size the table offers', () => {
    expect(address.validate({ retNumber: 'APL100126000001', invoiceNo: ' ', other: 'x', page: '3', size: '20' })).toEqual({
      retNumber: 'APL100126000001',
      page: 3,
      size: 20,
    });
    expect(address.validate({ page: 1, size: 10 })).toEqual({});
    expect(address.validate({ page: -2, size: 7 })).toEqual({});
  });

  it('takes a number typed by hand in the address as the filter it is', () => {
    expect(address.validate({ invoiceNo: 9000000010 })).toEqual({ invoiceNo: '9000000010' });
    expect(address.validate({ invoiceNo: 1.5 })).toEqual({});
  });

  it('gives every filter of an address, the missing ones empty', () => {
    expect(address.filtersOf({ invoiceNo: '9000000010', page: 2 })).toEqual({ retNumber: '', invoiceNo: '9000000010' });
  });
});
