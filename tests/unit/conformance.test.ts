import { describe, expect, it } from 'vitest';
import { conforms, deviationOf, routeSteps } from '../../machines/returns/conformance.ts';

const path = (text: string) => text.split('>');

describe("a line's conformance to the route its policy gives", () => {
  it('puts QA Client after QA HO on a route', () => {
    expect(routeSteps(['SALES', 'QAHO', 'CD', 'CW'])).toEqual(['SALES', 'QAHO', 'QACLIENT', 'CD', 'CW']);
  });

  it('holds a line that went the whole route, its Not OK loops included', () => {
    expect(deviationOf(path('NEW>SALES>BRQA>CD>CW>CD>CW>SALES_ORDER>INVOICE'), ['SALES', 'BRQA', 'CD', 'CW'])).toEqual({ skipped: [], added: [] });
  });

  it('holds a line rejected early only to the steps before where it stopped', () => {
    const d = deviationOf(path('NEW>SALES>REJECTED'), ['SALES', 'BRQA', 'QAHO', 'CD', 'CW']);
    expect(conforms(d)).toBe(true);
  });

  it('names the steps a line skipped and those it passed that the route does not hold', () => {
    expect(deviationOf(path('NEW>SALES>CD>CW>SALES_ORDER'), ['SALES', 'BRQA', 'QAHO', 'CD', 'CW'])).toEqual({
      skipped: ['BRQA', 'QAHO', 'QACLIENT'],
      added: [],
    });
    expect(deviationOf(path('NEW>SALES>BRQA>CD>CW>SALES_ORDER'), ['SALES', 'CD', 'CW'])).toEqual({ skipped: [], added: ['BRQA'] });
    expect(conforms(deviationOf(path('NEW>SALES>BRQA>CD'), ['SALES', 'CD', 'CW']))).toBe(false);
  });

  it('finds nothing to hold a deleted draft to', () => {
    expect(deviationOf(path('NEW>DELETED'), ['SALES', 'CD', 'CW'])).toEqual({ skipped: [], added: [] });
  });
});
