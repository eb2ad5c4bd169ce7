import { type MouseEvent, type PointerEvent, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  between,
  centerOf,
  type Direction,
  fitRect,
  focusView,
  panBy,
  type Rect,
  revealRect,
  zoomAt,
} from './plan-geometry.ts';

export const ZOOM_STEP = 1.5;
/** The share of the view an arrow key moves the plan by. */
const PAN_STEP = 0.15;
/** Pixels a pointer may wander before a press becomes a drag (and no longer a click). */
const DRAG_THRESHOLD = 6;
const ANIMATION_MS = 280;
const WHEEL_SPEED = 0.0015;

type Size = { width: number; height: number };
type Gesture = { start: { x: number; y: number }; isDragging: boolean };

export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * The pan and zoom of the floor plan: the SVG viewBox, kept at the viewport's aspect, moved by pointers
 * (one drags, two pinch), the wheel and the calls the buttons and keys make. No map library: the plan is
 * a few dozen rectangles, and the page must stay light.
 *
 * `initialTarget` (a booth named by the address, the matches of a search) is shown first, on the server
 * at the plan's own aspect, then again once the viewport is measured.
 */
export function usePlanView(plan: Rect, initialTarget: Rect | null) {
  const viewportRef = useRef<HTMLDivElement>(null);
  const firstTarget = useRef(initialTarget);
  const [size, setSize] = useState<Size | null>(null);
  const [view, setView] = useState<Rect>(() => {
    const whole = fitRect(plan, plan.width / Math.max(plan.height, 1));
    return initialTarget ? focusView(initialTarget, whole, plan) : whole;
  });
  const viewRef = useRef(view);
  const animation = useRef(0);

  const whole = useMemo(
    () => fitRect(plan, size ? size.width / size.height : plan.width / Math.max(plan.height, 1)),
    [plan, size],
  );
  const wholeRef = useRef(whole);
  wholeRef.current = whole;

  const show = useCallback((next: Rect) => {
    cancelAnimationFrame(animation.current);
    viewRef.current = next;
    setView(next);
  }, []);

  const animateTo = useCallback(
    (target: Rect) => {
      cancelAnimationFrame(animation.current);
      if (prefersReducedMotion()) {
        show(target);
        return;
      }
      const from = viewRef.current;
      const started = performance.now();
      const step = (now: number) => {
        const progress = Math.min((now - started) / ANIMATION_MS, 1);
        const next = between(from, target, 1 - (1 - progress) ** 3);
        viewRef.current = next;
        setView(next);
        if (progress < 1) animation.current = requestAnimationFrame(step);
      };
      animation.current = requestAnimationFrame(step);
    },
    [show],
  );

  // the viewport's size sets the view's aspect; a resize keeps the centre and the zoom
  useEffect(() => {
    const viewport = viewportRef.current;
    if (!viewport) return;
    let measured: Size | null = null;
    const measure = () => {
      const next = { width: viewport.clientWidth, height: viewport.clientHeight };
      if (next.width === 0 || next.height === 0) return;
      if (measured && measured.width === next.width && measured.height === next.height) return;
      const nextWhole = fitRect(plan, next.width / next.height);
      if (!measured) {
        const target = firstTarget.current;
        show(target ? focusView(target, nextWhole, plan) : nextWhole);
      } else {
        const zoom = fitRect(plan, measured.width / measured.height).width / viewRef.current.width;
        const center = centerOf(viewRef.current);
        const width = nextWhole.width / zoom;
        const height = width / (next.width / next.height);
        show(panBy({ x: center.x - width / 2, y: center.y - height / 2, width, height }, 0, 0, nextWhole, plan));
      }
      measured = next;
      wholeRef.current = nextWhole;
      setSize(next);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(viewport);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(animation.current);
    };
  }, [plan, show]);

  /** A point of the screen as a point of the plan. */
  const toPlan = useCallback((clientX: number, clientY: number) => {
    const current = viewRef.current;
    const box = viewportRef.current?.getBoundingClientRect();
    if (!box) return centerOf(current);
    return {
      x: current.x + ((clientX - box.x) / box.width) * current.width,
      y: current.y + ((clientY - box.y) / box.height) * current.height,
    };
  }, []);

  const zoomBy = useCallback(
    (factor: number, anchor = centerOf(viewRef.current)) => {
      show(zoomAt(viewRef.current, factor, anchor, wholeRef.current, plan));
    },
    [plan, show],
  );

  const panStep = useCallback(
    (direction: Direction) => {
      const current = viewRef.current;
      const dx = direction === 'left' ? -1 : direction === 'right' ? 1 : 0;
      const dy = direction === 'up' ? -1 : direction === 'down' ? 1 : 0;
      show(panBy(current, dx * current.width * PAN_STEP, dy * current.height * PAN_STEP, wholeRef.current, plan));
    },
    [plan, show],
  );

  const showWhole = useCallback(() => animateTo(wholeRef.current), [animateTo]);
  const focusOn = useCallback(
    (target: Rect) => animateTo(focusView(target, wholeRef.current, plan)),
    [animateTo, plan],
  );
  /** Moves the plan just enough to show a booth the keyboard reached. */
  const reveal = useCallback(
    (target: Rect) => {
      const revealed = revealRect(viewRef.current, target);
      if (revealed !== viewRef.current) animateTo(revealed);
    },
    [animateTo],
  );

  // the wheel zooms around the pointer; React's wheel listener is passive, so the page would scroll too
  useEffect(() => {
    const viewport = viewportRef.current;
    if (!viewport) return;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      const delta = event.deltaMode === 1 ? event.deltaY * 16 : event.deltaY;
      zoomBy(Math.exp(-delta * WHEEL_SPEED), toPlan(event.clientX, event.clientY));
    };
    viewport.addEventListener('wheel', onWheel, { passive: false });
    return () => viewport.removeEventListener('wheel', onWheel);
  }, [toPlan, zoomBy]);

  // pointers: one drags the plan, two pinch it; a press that did not move stays a click on a booth
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const gesture = useRef<Gesture | null>(null);
  const pointerType = useRef('mouse');

  const onPointerDown = useCallback((event: PointerEvent<HTMLDivElement>) => {
    pointerType.current = event.pointerType;
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    if (pointers.current.size === 1) {
      gesture.current = { start: { x: event.clientX, y: event.clientY }, isDragging: false };
    }
  }, []);

  const onPointerMove = useCallback(
    (event: PointerEvent<HTMLDivElement>) => {
      const previous = pointers.current.get(event.pointerId);
      const current = gesture.current;
      if (!previous || !current) return;
      const point = { x: event.clientX, y: event.clientY };
      const scale = event.currentTarget.clientWidth / viewRef.current.width;
      const other = [...pointers.current.entries()].find(([id]) => id !== event.pointerId)?.[1];
      if (!other) {
        const distance = Math.hypot(point.x - current.start.x, point.y - current.start.y);
        if (!current.isDragging && distance < DRAG_THRESHOLD) return;
        if (!current.isDragging) {
          current.isDragging = true;
          event.currentTarget.setPointerCapture(event.pointerId);
        }
        pointers.current.set(event.pointerId, point);
        show(
          panBy(
            viewRef.current,
            -(point.x - previous.x) / scale,
            -(point.y - previous.y) / scale,
            wholeRef.current,
            plan,
          ),
        );
        return;
      }
      pointers.current.set(event.pointerId, point);
      current.isDragging = true;
      const before = Math.hypot(previous.x - other.x, previous.y - other.y);
      const after = Math.hypot(point.x - other.x, point.y - other.y);
      const middle = { x: (point.x + other.x) / 2, y: (point.y + other.y) / 2 };
      const shift = { x: (point.x - previous.x) / 2, y: (point.y - previous.y) / 2 };
      const moved = panBy(viewRef.current, -shift.x / scale, -shift.y / scale, wholeRef.current, plan);
      viewRef.current = moved;
      if (before > 0) zoomBy(after / before, toPlan(middle.x, middle.y));
      else show(moved);
    },
    [plan, show, toPlan, zoomBy],
  );

  const onPointerEnd = useCallback((event: PointerEvent<HTMLDivElement>) => {
    pointers.current.delete(event.pointerId);
    // the finger left after a pinch goes on dragging from where it is
    const [rest] = pointers.current.values();
    if (rest && gesture.current) gesture.current.start = rest;
  }, []);

  const onClickCapture = useCallback((event: MouseEvent<HTMLDivElement>) => {
    if (gesture.current?.isDragging) {
      event.preventDefault();
      event.stopPropagation();
    }
  }, []);

  return {
    viewportRef,
    view,
    size,
    zoomBy,
    panStep,
    showWhole,
    focusOn,
    reveal,
    /** What the last press was made with: a touch has no hover, so its first tap on a booth only shows it. */
    pointerType: () => pointerType.current,
    gestureHandlers: {
      onPointerDown,
      onPointerMove,
      onPointerUp: onPointerEnd,
      onPointerCancel: onPointerEnd,
      onClickCapture,
    },
  };
}
