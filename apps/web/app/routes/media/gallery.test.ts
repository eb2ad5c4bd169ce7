import { describe, expect, it } from 'vitest';
import { stepOfKey, stepOfSwipe, wrapIndex } from './gallery.tsx';

describe('moving through a gallery', () => {
  it('follows the reading direction with the arrow keys', () => {
    expect(stepOfKey('ArrowRight', 'ltr')).toBe(1);
    expect(stepOfKey('ArrowLeft', 'ltr')).toBe(-1);
    expect(stepOfKey('ArrowLeft', 'rtl')).toBe(1);
    expect(stepOfKey('ArrowRight', 'rtl')).toBe(-1);
    expect(stepOfKey('Enter', 'rtl')).toBe(0);
  });

  it('brings the next photo with a swipe toward the start of the line, and ignores a tap', () => {
    expect(stepOfSwipe(-120, 'ltr')).toBe(1);
    expect(stepOfSwipe(120, 'ltr')).toBe(-1);
    expect(stepOfSwipe(120, 'rtl')).toBe(1);
    expect(stepOfSwipe(-120, 'rtl')).toBe(-1);
    expect(stepOfSwipe(10, 'ltr')).toBe(0);
  });

  it('goes round from the last photo to the first and back', () => {
    expect(wrapIndex(5, 5)).toBe(0);
    expect(wrapIndex(-1, 5)).toBe(4);
    expect(wrapIndex(2, 5)).toBe(2);
  });
});
