import { describe, expect, it } from 'vitest';
import { formatCountdown, nextTickIn, resendDeadline, secondsLeft } from './use-resend-countdown.ts';

describe('resend countdown', () => {
  it('counts the server wait from the moment it answered', () => {
    expect(resendDeadline({ resendAfter: 60, sentAt: 1_000 })).toBe(61_000);
    expect(resendDeadline({ resendAfter: -5, sentAt: 1_000 })).toBe(1_000);
  });

  it('rounds the seconds left up and never goes below zero', () => {
    expect(secondsLeft(61_000, 1_000)).toBe(60);
    expect(secondsLeft(61_000, 1_001)).toBe(60);
    expect(secondsLeft(61_000, 2_000)).toBe(59);
    expect(secondsLeft(61_000, 60_999)).toBe(1);
    expect(secondsLeft(61_000, 61_000)).toBe(0);
    expect(secondsLeft(61_000, 90_000)).toBe(0);
  });

  it('wakes up just after the shown second changes', () => {
    expect(nextTickIn(61_000, 1_000)).toBe(1_005);
    expect(nextTickIn(61_000, 1_300)).toBe(705);
    const now = 1_300;
    const later = now + nextTickIn(61_000, now);
    expect(secondsLeft(61_000, later)).toBe(secondsLeft(61_000, now) - 1);
  });

  it('shows minutes and two-digit seconds', () => {
    expect(formatCountdown(59)).toBe('0:59');
    expect(formatCountdown(60)).toBe('1:00');
    expect(formatCountdown(75)).toBe('1:15');
    expect(formatCountdown(5)).toBe('0:05');
    expect(formatCountdown(0)).toBe('0:00');
    expect(formatCountdown(-3)).toBe('0:00');
  });
});
