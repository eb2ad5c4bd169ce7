// Zod-free, so the console's floor plan editor applies the same grid and the same checks the API does.

/** The floor plan's grid, in metres (1 unit = 1 m): booths are placed, moved and resized by whole metres. */
export const FLOOR_GRID = 1;
/** A booth's smallest side, in metres. */
export const BOOTH_MIN_SIDE = 2;
/** The largest coordinate or side the plan takes, in metres (a hall of a kilometre is a typing mistake). */
export const FLOOR_MAX = 1000;
/** The longest message of a rejection, emailed to the applicant. */
export const REVIEW_MESSAGE_MAX = 2000;

/** Where a company stands in the forum's review (docs/product/console.md, "Exhibition and review"). */
export const exhibitorReviewStatuses = ['waiting', 'published', 'rejected'] as const;
export type ExhibitorReviewStatus = (typeof exhibitorReviewStatuses)[number] | 'withdrawn';
/** Where a customs-clearance account stands in the forum's review of its licence. */
export const customsReviewStatuses = ['waiting', 'approved', 'rejected'] as const;
export type CustomsReviewStatus = (typeof customsReviewStatuses)[number];

export type FloorBox = { x: number; y: number; width: number; height: number };

/** A length on the grid: the nearest whole step. */
export function snapToGrid(value: number): number {
  return Math.round(value / FLOOR_GRID) * FLOOR_GRID;
}

/** A box snapped to the grid, no side under the booth's minimum. */
export function snapBox<B extends FloorBox>(box: B): B {
  return {
    ...box,
    x: snapToGrid(box.x),
    y: snapToGrid(box.y),
    width: Math.max(BOOTH_MIN_SIDE, snapToGrid(box.width)),
    height: Math.max(BOOTH_MIN_SIDE, snapToGrid(box.height)),
  };
}

/** Whether two boxes share floor (touching edges do not: two booths may stand back to back). */
export function boxesOverlap(a: FloorBox, b: FloorBox): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** Whether `inner` lies wholly inside `outer` (a booth inside its hall's outline). */
export function boxInside(inner: FloorBox, outer: FloorBox): boolean {
  return (
    inner.x >= outer.x &&
    inner.y >= outer.y &&
    inner.x + inner.width <= outer.x + outer.width &&
    inner.y + inner.height <= outer.y + outer.height
  );
}
