import { z } from 'zod';
import { isMoneyAmount, MONEY_MAX } from './money.ts';

/** Messages are message keys of the API's catalogue, so that a failure is localized like every other. */
const messageKey = (key: string) => ({ params: { messageKey: key } });

/**
 * What an amount must be besides riyals and halalas: above zero (a price, a quote), other than zero
 * (a wallet's credit or debit), or not below zero (a price filter).
 */
export type MoneySign = 'positive' | 'nonZero' | 'nonNegative';

/**
 * The one schema of every amount of money a client sends, in riyals (decision 044): a JSON number
 * (text such as "12" is refused), at most two decimals, checked exactly on the number's decimal
 * writing and never rounded (1.005 and 1e-7 are refused), within ±max (MONEY_MAX at most), with its sign rule.
 * The API turns it into halalas with `toMinor` (money.ts). The document says `multipleOf: 0.01`;
 * the check itself is no float division.
 */
export function moneySchema(sign: MoneySign, description: string, max = MONEY_MAX) {
  return withMoneyRules(z.number(), sign, description, max);
}

/** The same rule for an amount in a query, which arrives as text ("12.5") and is read as a number first. */
export function moneyQuerySchema(sign: MoneySign, description: string, max = MONEY_MAX) {
  return withMoneyRules(z.coerce.number(), sign, description, max);
}

function withMoneyRules<T extends z.ZodNumber | z.ZodCoercedNumber>(
  number: T,
  sign: MoneySign,
  description: string,
  max: number,
) {
  // one message for one field: each rule stops the ones after it
  const signed =
    sign === 'positive'
      ? number.refine((value) => value > 0, { ...messageKey('amountPositive'), abort: true })
      : sign === 'nonZero'
        ? number.min(-max, { abort: true }).refine((value) => value !== 0, messageKey('amountNotZero'))
        : number.min(0, { abort: true });
  return (
    signed
      .max(max, { abort: true })
      .refine(isMoneyAmount, messageKey('amountDecimals'))
      // the sign in the words of OpenAPI 3.0, which the document is written in
      .meta({
        description: `${description}, in riyals`,
        multipleOf: 0.01,
        ...(sign === 'positive'
          ? { minimum: 0, exclusiveMinimum: true }
          : sign === 'nonZero'
            ? { not: { enum: [0] } }
            : {}),
      })
  );
}
