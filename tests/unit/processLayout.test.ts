import { describe, expect, it } from 'vitest';
import { processEdges } from '../../machines/returns/processSteps.ts';
import { crosses, NODE_HEIGHT, NODE_WIDTH, processLayout } from '../../src/web/features/workflow/processLayout.ts';

describe("the process view's layout", () => {
  const layout = processLayout();

  it('draws every move of the machine, and no line carrying none', () => {
    const carried = new Set(layout.segments.flatMap((s) => s.moves));
    expect([...carried].sort()).toEqual(
      processEdges()
        .map((e) => `${e.from}>${e.to}`)
        .sort(),
    );
    for (const s of layout.segments) expect(s.moves.length, s.id).toBeGreaterThan(0);
  });

  it('crosses no two lines, and puts no step over another', () => {
    for (const [i, a] of layout.segments.entries())
      for (const b of layout.segments.slice(i + 1)) expect(crosses(a.points, b.points), `${a.id} × ${b.id}`).toBe(false);
    for (const [i, a] of layout.steps.entries())
      for (const b of layout.steps.slice(i + 1))
        expect(a.x + NODE_WIDTH <= b.x || b.x + NODE_WIDTH <= a.x || a.y + NODE_HEIGHT <= b.y || b.y + NODE_HEIGHT <= a.y, `${a.step} over ${b.step}`).toBe(
          true,
        );
  });

  it('lays the chain out left to right in its order, and each end below', () => {
    const chain = layout.steps.filter((s) => s.y === layout.steps[0]!.y).map((s) => s.step);
    expect(chain).toEqual(['NEW', 'SALES', 'CLIENT', 'BRQA', 'QAHO', 'QACLIENT', 'CD', 'CW', 'SALES_ORDER', 'INVOICE']);
    const below = layout.steps.filter((s) => s.y > layout.steps[0]!.y).map((s) => s.step);
    expect(below.sort()).toEqual(['BACK_TO_CUSTOMER', 'DELETED', 'REJECTED']);
  });

  it('finds a crossing where there is one, and none where two lines only meet', () => {
    expect(
      crosses(
        [
          [0, 0],
          [10, 10],
        ],
        [
          [0, 10],
          [10, 0],
        ],
      ),
    ).toBe(true);
    expect(
      crosses(
        [
          [0, 0],
          [10, 10],
        ],
        [
          [10, 10],
          [20, 0],
        ],
      ),
    ).toBe(false);
    expect(
      crosses(
        [
          [0, 0],
          [0, 10],
          [10, 10],
        ],
        [
          [5, 0],
          [5, 20],
        ],
      ),
    ).toBe(true);
  });
});
