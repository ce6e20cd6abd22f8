import { describe, expect, it } from 'vitest';
import { leadTimesOf } from '../../machines/returns/leadTimes.ts';

const at = (hour: number) => new Date(Date.UTC(2026, 10, 2, 0) + hour * 3_600_000);

describe('lead times', () => {
  it('measures each step from entering to leaving, and the whole chain from submission to its end', () => {
    expect(
      leadTimesOf([
        { at: at(0), fromStep: null, toStep: 'SALES' },
        { at: at(1), fromStep: 'SALES', toStep: 'SALES' },
        { at: at(5.5), fromStep: 'SALES', toStep: 'CD' },
        { at: at(30), fromStep: 'CD', toStep: 'CW' },
        { at: at(31.25), fromStep: 'CW', toStep: 'END' },
      ]),
    ).toEqual({ sales: 5.5, client: null, cd: 24.5, cw: 1.3, overall: 31.3 });
  });

  it('adds a step passed twice (a reupload sends the return back to Chief Delivery)', () => {
    const times = leadTimesOf([
      { at: at(0), fromStep: null, toStep: 'CD' },
      { at: at(2), fromStep: 'CD', toStep: 'CW' },
      { at: at(3), fromStep: 'CW', toStep: 'CD' },
      { at: at(7), fromStep: 'CD', toStep: 'CW' },
    ]);
    expect(times).toEqual({ sales: null, client: null, cd: 6, cw: 1, overall: null });
  });

  it('ends the chain on a rejection too', () => {
    expect(
      leadTimesOf([
        { at: at(0), fromStep: null, toStep: 'SALES' },
        { at: at(2), fromStep: 'SALES', toStep: null },
      ]).overall,
    ).toBe(2);
  });
});
