/**
 * The geometry of the floor plan's pan and zoom, in the plan's own units (metres). The view is the SVG viewBox:
 * the rectangle of the plan that the viewport shows, always of the viewport's aspect ratio so that one
 * scale converts between screen pixels and metres. Geometry is never mirrored: x grows to the right in
 * right-to-left pages too, because a floor plan is a picture of a place.
 */
export type Rect = { x: number; y: number; width: number; height: number };
export type Point = { x: number; y: number };
export type Direction = 'left' | 'right' | 'up' | 'down';
export type Size = { width: number; height: number };

/** Metres of floor kept around the plan when it is shown whole. */
export const PLAN_PADDING = 2;
/** How far in the view can zoom, relative to the whole plan. */
export const MAX_ZOOM = 8;
/** A booth or a search brought into view is shown at most this much closer than the whole plan. */
export const FOCUS_ZOOM = 2.5;

export function centerOf(rect: Rect): Point {
  return { x: rect.x + rect.width / 2, y: rect.y + rect.height / 2 };
}

/** The smallest rectangle of the given aspect (width / height) that holds `target` and a margin around it. */
export function fitRect(target: Rect, aspect: number, margin = PLAN_PADDING): Rect {
  const width = Math.max(target.width + margin * 2, 1);
  const height = Math.max(target.height + margin * 2, 1);
  const fitted = width / height > aspect ? { width, height: width / aspect } : { width: height * aspect, height };
  const center = centerOf(target);
  return { x: center.x - fitted.width / 2, y: center.y - fitted.height / 2, ...fitted };
}

/** The rectangle that holds every given rectangle. */
export function boundsOf(rects: Rect[]): Rect | null {
  if (rects.length === 0) return null;
  const left = Math.min(...rects.map((rect) => rect.x));
  const top = Math.min(...rects.map((rect) => rect.y));
  const right = Math.max(...rects.map((rect) => rect.x + rect.width));
  const bottom = Math.max(...rects.map((rect) => rect.y + rect.height));
  return { x: left, y: top, width: right - left, height: bottom - top };
}

/**
 * Keeps a view usable: no wider than the whole plan, no narrower than MAX_ZOOM allows, and its centre on
 * the plan, so the plan can never be dragged out of sight.
 */
export function clampView(view: Rect, whole: Rect, plan: Rect): Rect {
  const aspect = whole.width / whole.height;
  const width = Math.min(Math.max(view.width, whole.width / MAX_ZOOM), whole.width);
  const height = width / aspect;
  const center = centerOf(view);
  const x = Math.min(Math.max(center.x, plan.x), plan.x + plan.width);
  const y = Math.min(Math.max(center.y, plan.y), plan.y + plan.height);
  return { x: x - width / 2, y: y - height / 2, width, height };
}

/** Zooms by `factor` (above 1: closer) keeping `anchor`, a point of the plan, where it is on the screen. */
export function zoomAt(view: Rect, factor: number, anchor: Point, whole: Rect, plan: Rect): Rect {
  const aspect = whole.width / whole.height;
  const width = Math.min(Math.max(view.width / factor, whole.width / MAX_ZOOM), whole.width);
  const ratio = width / view.width;
  const zoomed = {
    x: anchor.x - (anchor.x - view.x) * ratio,
    y: anchor.y - (anchor.y - view.y) * ratio,
    width,
    height: width / aspect,
  };
  return clampView(zoomed, whole, plan);
}

/** Moves the view by a distance in metres. */
export function panBy(view: Rect, dx: number, dy: number, whole: Rect, plan: Rect): Rect {
  return clampView({ ...view, x: view.x + dx, y: view.y + dy }, whole, plan);
}

/** Brings `target` (a booth, the matches of a search) into view: close, but never closer than FOCUS_ZOOM. */
export function focusView(target: Rect, whole: Rect, plan: Rect): Rect {
  const aspect = whole.width / whole.height;
  const fitted = fitRect(target, aspect, 6);
  const width = Math.max(fitted.width, whole.width / FOCUS_ZOOM);
  const center = centerOf(target);
  return clampView(
    { x: center.x - width / 2, y: center.y - width / aspect / 2, width, height: width / aspect },
    whole,
    plan,
  );
}

/** The least movement of the view that shows all of `target` (a booth reached by keyboard), zoom unchanged. */
export function revealRect(view: Rect, target: Rect, margin = 1): Rect {
  const shift = (start: number, size: number, targetStart: number, targetSize: number) => {
    if (targetSize + margin * 2 > size) return targetStart + targetSize / 2 - (start + size / 2);
    if (targetStart - margin < start) return targetStart - margin - start;
    if (targetStart + targetSize + margin > start + size) return targetStart + targetSize + margin - (start + size);
    return 0;
  };
  const dx = shift(view.x, view.width, target.x, target.width);
  const dy = shift(view.y, view.height, target.y, target.height);
  return dx === 0 && dy === 0 ? view : { ...view, x: view.x + dx, y: view.y + dy };
}

/** A view part of the way from one to another (0: from, 1: to), for a short animation. */
export function between(from: Rect, to: Rect, progress: number): Rect {
  const mix = (a: number, b: number) => a + (b - a) * progress;
  return {
    x: mix(from.x, to.x),
    y: mix(from.y, to.y),
    width: mix(from.width, to.width),
    height: mix(from.height, to.height),
  };
}

/**
 * The booth an arrow key leads to: the nearest one whose centre lies in that direction on the screen,
 * favouring those in line with the current one (a booth straight ahead beats a closer one off to the side).
 */
export function nearestInDirection<T extends Rect>(items: T[], from: T, direction: Direction): T | undefined {
  const origin = centerOf(from);
  let best: T | undefined;
  let bestScore = Number.POSITIVE_INFINITY;
  for (const item of items) {
    if (item === from) continue;
    const center = centerOf(item);
    const dx = center.x - origin.x;
    const dy = center.y - origin.y;
    const [ahead, aside] =
      direction === 'left' ? [-dx, dy] : direction === 'right' ? [dx, dy] : direction === 'up' ? [-dy, dx] : [dy, dx];
    if (ahead <= 0.01) continue;
    const score = ahead + Math.abs(aside) * 2;
    if (score < bestScore) {
      bestScore = score;
      best = item;
    }
  }
  return best;
}

/** Metres of floor between two halls laid one under the other. */
export const STACK_GAP = 6;

type Placed = Rect & { id: number };

/**
 * The plan for a narrow screen: the halls one under the other, in their order from the left of the real
 * plan, each moved whole with its booths (a booth keeps its place inside its hall). Side by side, two halls
 * would fill a thin band of a phone's screen; stacked, they use its height.
 */
export function stackHalls<H extends Placed, B extends Rect & { hall: { id: number } }>(
  halls: H[],
  booths: B[],
): { halls: H[]; booths: B[]; bounds: Rect } {
  const ordered = [...halls].sort((a, b) => a.x - b.x || a.y - b.y);
  const left = Math.min(...ordered.map((hall) => hall.x));
  const shifts = new Map<number, { dx: number; dy: number }>();
  let top = Math.min(...ordered.map((hall) => hall.y));
  const start = top;
  for (const hall of ordered) {
    shifts.set(hall.id, { dx: left - hall.x, dy: top - hall.y });
    top += hall.height + STACK_GAP;
  }
  const move = <T extends Rect>(item: T, hallId: number): T => {
    const shift = shifts.get(hallId) ?? { dx: 0, dy: 0 };
    return { ...item, x: item.x + shift.dx, y: item.y + shift.dy };
  };
  const movedHalls = halls.map((hall) => move(hall, hall.id));
  const movedBooths = booths.map((booth) => move(booth, booth.hall.id));
  const bounds = boundsOf(movedHalls) ?? { x: left, y: start, width: 0, height: 0 };
  return { halls: movedHalls, booths: movedBooths, bounds };
}

/** Screen pixels of a booth's width its card always shares, so that the card points at its booth. */
const CARD_SHARE = 12;

/**
 * Where a booth's card goes on the screen (pixels from the viewport's corner): above the booth when it fits
 * whole there, else below, else wherever the viewport leaves it whole; yet never away from its booth. As a
 * map's popup keeps to its feature, the card follows the booth while the plan is zoomed or dragged: it
 * slides along the viewport's edge only while it still shares some of the booth's width and touches its top
 * or bottom, and it is hidden (null) while the booth is wholly out of view (issue 36).
 */
export function placeCard(booth: Rect, card: Size, viewport: Size, margin: number): Point | null {
  const right = booth.x + booth.width;
  const bottom = booth.y + booth.height;
  if (right <= 0 || bottom <= 0 || booth.x >= viewport.width || booth.y >= viewport.height) return null;
  const clamp = (value: number, low: number, high: number) => Math.max(low, Math.min(value, Math.max(low, high)));
  const share = Math.min(CARD_SHARE, booth.width);
  const inView = clamp(booth.x + booth.width / 2 - card.width / 2, margin, viewport.width - card.width - margin);
  const x = clamp(inView, booth.x - card.width + share, right - share);
  const above = booth.y - margin - card.height;
  const below = bottom + margin;
  const inViewY =
    above >= margin
      ? above
      : below + card.height <= viewport.height - margin
        ? below
        : clamp(booth.y > viewport.height - bottom ? above : below, margin, viewport.height - card.height - margin);
  return { x, y: clamp(inViewY, above, below) };
}
