import { describe, expect, it } from 'vitest';
import { blockRemarkOf, blockRemarks, type LineFacts } from '../../machines/returns/blockRules.ts';
import { crpFlagOf, remainingCrpDays } from '../../machines/returns/crp.ts';
import { computeRoute, routingParamCodes, routingPolicyFrom } from '../../machines/returns/route.ts';
import { firstSaveProblem, saveMessages, type SaveCandidate } from '../../machines/returns/saveRules.ts';
import { convertQty, toBaseQty } from '../../machines/returns/uom.ts';

const clean: LineFacts = {
  customerBlocked: false,
  batchValid: true,
  materialBlocked: false,
  materialExcluded: false,
  crprgp: 'Y',
  nra: false,
  availableQty: 5,
  netPrice: 1000,
};

describe('block rules', () => {
  it('gives no remark to a clean line', () => {
    expect(blockRemarkOf(clean)).toBeNull();
  });

  it("names the first block in the specification's order", () => {
    expect(blockRemarkOf({ ...clean, customerBlocked: true, materialBlocked: true })).toBe('Customer Block.');
    expect(blockRemarkOf({ ...clean, batchValid: false, nra: true })).toBe(blockRemarks.batchInvalid);
    expect(blockRemarkOf({ ...clean, materialBlocked: true })).toBe('Material Block. Please Contact PAM');
    expect(blockRemarkOf({ ...clean, materialExcluded: true })).toBe('Material Block Exclusion. Please Contact PAM');
    expect(blockRemarkOf({ ...clean, crprgp: 'N/A' })).toBe('CRRGP Block. Please Contact NDC RG Team');
    expect(blockRemarkOf({ ...clean, nra: true })).toBe('Non Returnable Client. Please contact NDC RG team');
    expect(blockRemarkOf({ ...clean, availableQty: 0 })).toBe('Non Returnable available Qty 0');
    expect(blockRemarkOf({ ...clean, netPrice: 0 })).toBe('Non Returnable Net Price 0');
  });

  it('lets a Non CRP line through (it routes to the client instead)', () => {
    expect(blockRemarkOf({ ...clean, crprgp: 'N' })).toBeNull();
  });
});

describe('CRP window', () => {
  const setting = { crpBefore: 180, crpAfter: 30 };
  it('is Within CRP from expiry − before to expiry + after, inclusive', () => {
    expect(crpFlagOf(setting, '2026-12-31', '2026-07-04')).toBe('Y');
    expect(crpFlagOf(setting, '2026-12-31', '2026-07-03')).toBe('N');
    expect(crpFlagOf(setting, '2026-12-31', '2027-01-30')).toBe('Y');
    expect(crpFlagOf(setting, '2026-12-31', '2027-01-31')).toBe('N');
  });
  it('is N/A without a setting or an expiry', () => {
    expect(crpFlagOf(null, '2026-12-31', '2026-12-01')).toBe('N/A');
    expect(crpFlagOf(setting, null, '2026-12-01')).toBe('N/A');
  });
  it('counts the days left to the end of the window', () => {
    expect(remainingCrpDays(setting, '2026-12-31', '2026-12-01')).toBe(60);
  });
});

describe('units', () => {
  const alt = [
    { uom: 'BOX', numerator: 10, denumerator: 1 },
    { uom: 'HALF', numerator: 1, denumerator: 2 },
  ];
  it('converts to base units with numerator and denumerator', () => {
    expect(toBaseQty(3, 'BOX', 'STRIP', alt)).toBe(30);
    expect(toBaseQty(3, 'STRIP', 'STRIP', alt)).toBe(3);
    expect(toBaseQty(4, 'HALF', 'STRIP', alt)).toBe(2);
    expect(toBaseQty(1, 'PALLET', 'STRIP', alt)).toBeNull();
  });
  it('converts between units of the same material', () => {
    expect(convertQty(2, 'BOX', 'STRIP', 'STRIP', alt)).toBe(20);
    expect(convertQty(25, 'STRIP', 'BOX', 'STRIP', alt)).toBe(2.5);
  });
});

describe('route', () => {
  const policy = routingPolicyFrom({
    [routingParamCodes.salesTypes]: 'NONMTKA,NOREFNONMTKA',
    [routingParamCodes.brqaReasons]: '102,120,135',
    [routingParamCodes.qahoReasons]: '120,135',
  });
  const within = { crprgp: 'Y' as const, principalApproval: false };
  it('starts returns without RTV at SALES and ends every route with CD and CW', () => {
    expect(computeRoute(policy, { returnType: 'NONMTKA', reasonCode: '101', lines: [within] })).toEqual(['SALES', 'CD', 'CW']);
  });
  it('adds CLIENT for a Non CRP line or a material the principal approves', () => {
    expect(computeRoute(policy, { returnType: 'NOREFNONMTKA', reasonCode: '101', lines: [within, { crprgp: 'N', principalApproval: false }] })).toEqual([
      'SALES',
      'CLIENT',
      'CD',
      'CW',
    ]);
    expect(computeRoute(policy, { returnType: 'NONMTKA', reasonCode: '101', lines: [{ crprgp: 'Y', principalApproval: true }] })).toEqual([
      'SALES',
      'CLIENT',
      'CD',
      'CW',
    ]);
  });
  it('skips SALES and CLIENT with RTV, and adds BRQA and QAHO for quality reasons', () => {
    expect(computeRoute(policy, { returnType: 'MTKA', reasonCode: '135', lines: [{ crprgp: 'N', principalApproval: true }] })).toEqual([
      'BRQA',
      'QAHO',
      'CD',
      'CW',
    ]);
    expect(computeRoute(policy, { returnType: 'NONREFMTKA', reasonCode: '102', lines: [within] })).toEqual(['BRQA', 'CD', 'CW']);
  });
});

describe('final save checks', () => {
  const line = { materialCode: 'M1', qty: 1, availableQty: 2, netPrice: 100, attachmentId: 7, invoiceLine: 'INV1-1' as string | null };
  const base: SaveCandidate = { returnType: 'NONMTKA', reasonCode: '101', remark: 'broken seal', transactionDate: '2026-11-01', lines: [line] };
  const message = (c: SaveCandidate) => {
    const p = firstSaveProblem(c);
    return p && saveMessages[p.code];
  };
  it('passes a complete return', () => {
    expect(firstSaveProblem(base)).toBeNull();
  });
  it('checks Without RTV in order: reason, photo, remarks', () => {
    expect(message({ ...base, reasonCode: null, remark: null })).toBe('Please Select Reason !');
    expect(message({ ...base, lines: [{ ...line, attachmentId: null }], remark: null })).toBe('Please Upload Image !');
    expect(message({ ...base, remark: ' ' })).toBe('Please fill in the remarks !');
  });
  it('needs no photo for reason 132', () => {
    expect(firstSaveProblem({ ...base, reasonCode: '132', lines: [{ ...line, attachmentId: null }] })).toBeNull();
  });
  it('checks non-reference returns for net price and reference invoice date', () => {
    const nonRef: SaveCandidate = { ...base, returnType: 'NOREFNONMTKA', lines: [{ ...line, invoiceLine: null, availableQty: null, netPrice: 0 }] };
    expect(message(nonRef)).toBe('Please Input Net Price First !');
    expect(message({ ...nonRef, lines: [{ ...line, invoiceLine: null, availableQty: null }], transactionDate: null })).toBe(
      'Please Select Reference Invoice Date First !',
    );
  });
  it('checks With RTV for the summed quantity of the same item first, then the remark', () => {
    const rtv: SaveCandidate = {
      ...base,
      returnType: 'MTKA',
      reasonCode: null,
      lines: [
        { ...line, availableQty: 1 },
        { ...line, invoiceLine: 'INV1-2', qty: 2, availableQty: 1 },
      ],
    };
    expect(message(rtv)).toBe('Return Qty cannot > Total Available qty for the same item number');
    // A line and its copy draw on one invoice line: its available quantity counts once.
    const copies: SaveCandidate = {
      ...rtv,
      lines: [
        { ...line, qty: 2, availableQty: 3 },
        { ...line, qty: 2, availableQty: 3 },
      ],
    };
    expect(message(copies)).toBe('Return Qty cannot > Total Available qty for the same item number');
    expect(
      message({
        ...copies,
        lines: [
          { ...line, qty: 1, availableQty: 3 },
          { ...line, qty: 2, availableQty: 3 },
        ],
      }),
    ).toBe('Please Select Reason !');
    expect(message({ ...rtv, reasonCode: '101', lines: [line], remark: '' })).toBe('Please fill in the remark !');
  });
});
