// The contract's money schema (packages/contract/src/money-schema.ts), over every amount a client may write:
// here because fast-check is the API's dependency.

import { isMoneyAmount, MONEY_MAX, toMinor } from '@forum/contract/money';
import { moneyQuerySchema, moneySchema } from '@forum/contract/money-schema';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

const signed = moneySchema('nonZero', 'an adjustment');
const positive = moneySchema('positive', 'a quote');
const filter = moneyQuerySchema('nonNegative', 'a price filter');
const MAX_MINOR = MONEY_MAX * 100;

/** The message keys a value is refused with. */
const refusals = (schema: typeof signed | typeof filter, value: unknown) =>
  schema
    .safeParse(value)
    .error?.issues.map((issue) =>
      issue.code === 'custom' ? (issue.params as { messageKey: string }).messageKey : issue.code,
    ) ?? [];

/** An amount written with a third decimal that is not zero: "12.345", "-0.001". */
const withThirdDecimal = fc
  .tuple(fc.integer({ min: -MAX_MINOR + 1, max: MAX_MINOR - 1 }), fc.integer({ min: 1, max: 9 }))
  .map(([minor, digit]) => {
    const whole = Math.trunc(Math.abs(minor) / 100);
    const cents = String(Math.abs(minor) % 100).padStart(2, '0');
    return Number(`${minor < 0 ? '-' : ''}${whole}.${cents}${digit}`);
  });

describe('the money schema', () => {
  it('accepts any amount with at most two decimals in range, which converts to exactly the halalas it denotes', () => {
    fc.assert(
      fc.property(fc.integer({ min: -MAX_MINOR, max: MAX_MINOR }), (minor) => {
        const amount = minor / 100;
        expect(isMoneyAmount(amount)).toBe(true);
        expect(toMinor(amount)).toBe(minor);
        if (minor !== 0) expect(signed.parse(amount)).toBe(amount);
        if (minor > 0) expect(positive.parse(amount)).toBe(amount);
        if (minor >= 0) expect(filter.parse(String(amount))).toBe(amount);
      }),
      { numRuns: 2000 },
    );
  });

  it('refuses any amount with a third decimal that is not zero, whatever its sign', () => {
    fc.assert(
      fc.property(withThirdDecimal, (amount) => {
        expect(isMoneyAmount(amount)).toBe(false);
        expect(() => toMinor(amount)).toThrow(RangeError);
        expect(refusals(signed, amount)).toEqual(['amountDecimals']);
        if (amount > 0) {
          expect(refusals(positive, amount)).toEqual(['amountDecimals']);
          expect(refusals(filter, String(amount))).toEqual(['amountDecimals']);
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('refuses what multiplying by 100 and rounding would have let through', () => {
    for (const amount of [0.001, 0.004, -0.001, 1.005, 1.234, 1e-7, 0.1 + 0.2]) {
      expect(refusals(signed, amount)).toEqual(['amountDecimals']);
    }
    expect(refusals(filter, '12.345')).toEqual(['amountDecimals']);
    expect(refusals(filter, '1e-7')).toEqual(['amountDecimals']);
  });

  it('refuses text in a body, a value out of range, and one of the wrong sign', () => {
    expect(refusals(signed, '12')).toEqual(['invalid_type']);
    expect(refusals(signed, Number.NaN)).toEqual(['invalid_type']);
    expect(refusals(signed, 0)).toEqual(['amountNotZero']);
    expect(refusals(signed, MONEY_MAX + 0.01)).toEqual(['too_big']);
    expect(refusals(signed, -MONEY_MAX - 1)).toEqual(['too_small']);
    expect(refusals(positive, 0)).toEqual(['amountPositive']);
    expect(refusals(positive, -0.01)).toEqual(['amountPositive']);
    expect(refusals(filter, '-1')).toEqual(['too_small']);
    expect(refusals(filter, 'abc')).toEqual(['invalid_type']);
  });

  it('keeps its own range when given one', () => {
    const small = moneySchema('nonZero', 'an adjustment', 1_000_000);
    expect(small.safeParse(-1_000_000).success).toBe(true);
    expect(small.safeParse(1_000_000.01).success).toBe(false);
  });

  it('converts exactly, without a negative zero', () => {
    expect(toMinor(1.1)).toBe(110);
    expect(toMinor(-0.07)).toBe(-7);
    expect(toMinor(19.99)).toBe(1999);
    expect(Object.is(toMinor(-0), 0)).toBe(true);
    expect(toMinor(MONEY_MAX)).toBe(MAX_MINOR);
  });
});
