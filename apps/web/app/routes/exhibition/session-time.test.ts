import { describe, expect, it } from 'vitest';
import { formatTime } from './session-time.ts';

describe('formatTime', () => {
  it('shows the time in Riyadh, not in the time zone of the machine', () => {
    expect(formatTime('2027-02-16T06:30:00.000Z', 'en', 'Asia/Riyadh')).toBe('09:30');
    expect(formatTime('2027-02-16T16:30:00.000Z', 'en', 'Asia/Riyadh')).toBe('19:30');
  });

  it('keeps Latin digits on Arabic pages', () => {
    const arabic = formatTime('2027-02-16T06:30:00.000Z', 'ar', 'Asia/Riyadh');
    expect(arabic).toMatch(/09:30/);
    expect(arabic).not.toMatch(/[\u0660-\u0669]/);
  });
});
