import { describe, expect, it } from 'vitest';
import {
  boundsOf,
  centerOf,
  clampView,
  FOCUS_ZOOM,
  fitRect,
  focusView,
  MAX_ZOOM,
  nearestInDirection,
  panBy,
  placeCard,
  revealRect,
  STACK_GAP,
  stackHalls,
  zoomAt,
} from './plan-geometry.ts';

// the seeded plan: hall A (60 × 40 m) and hall B (50 × 40 m) side by side
const plan = { x: 0, y: 0, width: 116, height: 40 };
const wide = fitRect(plan, 2); // a desktop viewport, twice as wide as high
const square = fitRect(plan, 1); // a phone

describe('fitRect', () => {
  it('holds the plan and its margin at the aspect of the viewport, centred', () => {
    expect(wide).toEqual({ x: -2, y: -10, width: 120, height: 60 });
    expect(square.width).toBe(120);
    expect(square.height).toBe(120);
    expect(centerOf(square)).toEqual(centerOf(plan));
  });
});

describe('zoomAt', () => {
  it('keeps the point under the pointer where it is', () => {
    const anchor = { x: 30, y: 10 };
    const zoomed = zoomAt(wide, 2, anchor, wide, plan);
    expect(zoomed.width).toBe(60);
    expect(zoomed.height).toBe(30);
    // the anchor sits at the same fraction of the view before and after
    expect((anchor.x - zoomed.x) / zoomed.width).toBeCloseTo((anchor.x - wide.x) / wide.width);
    expect((anchor.y - zoomed.y) / zoomed.height).toBeCloseTo((anchor.y - wide.y) / wide.height);
  });

  it('stops at the whole plan and at the closest zoom', () => {
    expect(zoomAt(wide, 0.25, centerOf(plan), wide, plan).width).toBe(120);
    expect(zoomAt(wide, 1000, centerOf(plan), wide, plan).width).toBe(120 / MAX_ZOOM);
  });
});

describe('panBy and clampView', () => {
  it('moves the view by metres', () => {
    const close = zoomAt(wide, 4, centerOf(plan), wide, plan);
    const moved = panBy(close, 5, -3, wide, plan);
    expect(moved.x - close.x).toBeCloseTo(5);
    expect(moved.y - close.y).toBeCloseTo(-3);
  });

  it('never lets the plan leave the screen: the centre of the view stays on it', () => {
    const lost = clampView({ x: 500, y: -400, width: 30, height: 15 }, wide, plan);
    expect(centerOf(lost)).toEqual({ x: 116, y: 0 });
  });
});

describe('focusView', () => {
  it('centres a booth, closer than the whole plan but not closer than FOCUS_ZOOM', () => {
    const booth = { x: 3, y: 4, width: 6, height: 5 };
    const view = focusView(booth, wide, plan);
    expect(view.width).toBeCloseTo(120 / FOCUS_ZOOM);
    expect(view.x).toBeLessThanOrEqual(booth.x);
    expect(view.x + view.width).toBeGreaterThanOrEqual(booth.x + booth.width);
  });

  it('shows every match of a search at once', () => {
    const matches = boundsOf([
      { x: 3, y: 4, width: 6, height: 5 },
      { x: 100, y: 26, width: 12, height: 6 },
    ]);
    expect(matches).toEqual({ x: 3, y: 4, width: 109, height: 28 });
    const view = focusView(matches ?? plan, wide, plan);
    expect(view.x).toBeLessThanOrEqual(3);
    expect(view.x + view.width).toBeGreaterThanOrEqual(112);
  });
});

describe('revealRect', () => {
  const view = { x: 0, y: 0, width: 30, height: 15 };
  it('leaves the view alone when the booth is already in it', () => {
    expect(revealRect(view, { x: 5, y: 5, width: 6, height: 5 })).toBe(view);
  });

  it('moves just enough to show a booth beyond the edge', () => {
    expect(revealRect(view, { x: 39, y: 4, width: 6, height: 5 })).toEqual({ ...view, x: 16 });
    expect(revealRect({ ...view, x: 20 }, { x: 3, y: 20, width: 6, height: 5 })).toEqual({ ...view, x: 2, y: 11 });
  });
});

describe('nearestInDirection', () => {
  // two rows of three booths, as in hall A
  const booths = [
    { code: 'A-01', x: 3, y: 4, width: 6, height: 5 },
    { code: 'A-02', x: 12, y: 4, width: 6, height: 5 },
    { code: 'A-03', x: 21, y: 4, width: 6, height: 5 },
    { code: 'A-07', x: 3, y: 9, width: 6, height: 5 },
    { code: 'A-08', x: 12, y: 9, width: 6, height: 5 },
    { code: 'A-09', x: 21, y: 9, width: 6, height: 5 },
  ];
  const [a1, a2, , , a8] = booths;
  const next = (from: (typeof booths)[number] | undefined, direction: 'left' | 'right' | 'up' | 'down') =>
    from ? nearestInDirection(booths, from, direction)?.code : undefined;

  it('goes to the neighbour on the screen, in the geometry of the plan', () => {
    expect(next(a1, 'right')).toBe('A-02');
    expect(next(a2, 'left')).toBe('A-01');
    expect(next(a2, 'down')).toBe('A-08');
    expect(next(a8, 'up')).toBe('A-02');
  });

  it('prefers the booth in line to a nearer one off to the side', () => {
    expect(next(a8, 'right')).toBe('A-09');
  });

  it('finds nothing past the edge', () => {
    expect(next(a1, 'left')).toBeUndefined();
    expect(next(a1, 'up')).toBeUndefined();
  });
});

describe('the halls stacked for a phone', () => {
  const halls = [
    { id: 2, x: 66, y: 0, width: 50, height: 40 },
    { id: 1, x: 0, y: 0, width: 60, height: 40 },
  ];
  const booths = [
    { code: 'A-01', x: 3, y: 4, width: 6, height: 5, hall: { id: 1 } },
    { code: 'B-01', x: 70, y: 4, width: 12, height: 6, hall: { id: 2 } },
  ];
  const stacked = stackHalls(halls, booths);

  it('puts the halls one under the other, from the left one down, with a gap', () => {
    expect(stacked.halls.find((hall) => hall.id === 1)).toMatchObject({ x: 0, y: 0 });
    expect(stacked.halls.find((hall) => hall.id === 2)).toMatchObject({ x: 0, y: 40 + STACK_GAP });
    expect(stacked.bounds).toEqual({ x: 0, y: 0, width: 60, height: 80 + STACK_GAP });
  });

  it('moves each booth with its hall', () => {
    expect(stacked.booths.map(({ code, x, y }) => ({ code, x, y }))).toEqual([
      { code: 'A-01', x: 3, y: 4 },
      { code: 'B-01', x: 4, y: 4 + 40 + STACK_GAP },
    ]);
  });
});

describe('placeCard', () => {
  const viewport = { width: 356, height: 498 };
  const card = { width: 210, height: 102 };

  it('puts the card above its booth when it fits there, else below, whole in the viewport', () => {
    expect(placeCard({ x: 100, y: 300, width: 37, height: 32 }, card, viewport, 6)).toEqual({ x: 13.5, y: 192 });
    expect(placeCard({ x: 100, y: 20, width: 37, height: 32 }, card, viewport, 6)).toEqual({ x: 13.5, y: 58 });
  });

  it('follows its booth past the edge after a zoom, never staying behind over other booths (issue 36)', () => {
    // the booth half out on the left: the card stays in view, shares some of its width, hangs below it
    expect(placeCard({ x: -32, y: 20, width: 54, height: 46 }, card, viewport, 6)).toEqual({ x: 6, y: 72 });
    // half out on the right, and out further: the card keeps 12 px of the booth's width, out of view if need be
    expect(placeCard({ x: 330, y: 200, width: 79, height: 66 }, card, viewport, 6)).toEqual({ x: 140, y: 92 });
    expect(placeCard({ x: 350, y: 200, width: 79, height: 66 }, card, viewport, 6)).toEqual({ x: 152, y: 92 });
    expect(placeCard({ x: -100, y: 200, width: 110, height: 66 }, card, viewport, 6)?.x).toBe(-2);
  });

  it('hides the card while its booth is wholly out of view', () => {
    expect(placeCard({ x: -312, y: 123, width: 116, height: 98 }, card, viewport, 6)).toBeNull();
    expect(placeCard({ x: 400, y: 123, width: 116, height: 98 }, card, viewport, 6)).toBeNull();
    expect(placeCard({ x: 100, y: -120, width: 116, height: 98 }, card, viewport, 6)).toBeNull();
  });
});
