import { describe, expect, it } from 'vitest';
import { addToast, MAX_VISIBLE_TOASTS, placementFor } from './toast-engine.tsx';
import type { Toast } from './toasts.tsx';

const toast = (id: number, kind: Toast['kind'], message = `message ${id}`): Toast => ({ id, kind, message, path: '/' });

describe('the toasts on screen', () => {
  it('shows at most two: a third takes the place of the oldest that is not an error', () => {
    expect(MAX_VISIBLE_TOASTS).toBe(2);
    let state = { shown: [] as Toast[], waiting: [] as Toast[] };
    for (const next of [toast(1, 'success'), toast(2, 'error'), toast(3, 'success')]) {
      state = addToast(state, next);
    }
    expect(state.shown.map((shown) => shown.id)).toEqual([2, 3]);
    expect(state.waiting).toEqual([]);
  });

  it('replaces an identical toast with the newest instead of stacking it', () => {
    const first = addToast({ shown: [], waiting: [] }, toast(1, 'success', 'Saved to your list'));
    const second = addToast(first, toast(2, 'success', 'Saved to your list'));
    expect(second.shown.map((shown) => shown.id)).toEqual([2]);
    expect(second.dropped.map((dropped) => dropped.id)).toEqual([1]);
    // the same words as another kind are another toast
    const third = addToast(second, toast(3, 'error', 'Saved to your list'));
    expect(third.shown.map((shown) => shown.id)).toEqual([2, 3]);
  });

  it('lets no error go unseen: with two errors shown, a third waits for a place', () => {
    let state = { shown: [] as Toast[], waiting: [] as Toast[] };
    for (const next of [toast(1, 'error'), toast(2, 'error'), toast(3, 'error')]) state = addToast(state, next);
    expect(state.shown.map((shown) => shown.id)).toEqual([1, 2]);
    expect(state.waiting.map((waiting) => waiting.id)).toEqual([3]);
    // and a waiting one identical to a new one is replaced too
    state = addToast(state, toast(4, 'error', 'message 3'));
    expect(state.waiting.map((waiting) => waiting.id)).toEqual([4]);
  });
});

describe('where the toasts sit', () => {
  it('above when the control just used is in the lower half of the screen, below otherwise', () => {
    // a heart on a product card near the bottom of a 844 px phone screen
    expect(placementFor({ top: 700, bottom: 744 }, 844)).toBe('top');
    // a button in the upper half
    expect(placementFor({ top: 120, bottom: 164 }, 844)).toBe('bottom');
    expect(placementFor(null, 844)).toBe('bottom');
  });
});
