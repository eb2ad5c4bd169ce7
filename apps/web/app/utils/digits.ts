import { VERIFICATION_CODE_LENGTH } from '@forum/contract/account-rules';

// Arabic keyboards type Arabic-Indic (U+0660…) or Eastern Arabic-Indic (U+06F0…) digits; the API and
// the site use Latin ones (decision 005).
const ARABIC_INDIC = /[\u0660-\u0669]/g;
const EASTERN_ARABIC_INDIC = /[\u06F0-\u06F9]/g;

export function toLatinDigits(value: string): string {
  return value
    .replace(ARABIC_INDIC, (digit) => String(digit.charCodeAt(0) - 0x0660))
    .replace(EASTERN_ARABIC_INDIC, (digit) => String(digit.charCodeAt(0) - 0x06f0));
}

/** What a code field keeps of what was typed or pasted: Latin digits only, at most the code's length. */
export function toCode(value: string): string {
  return toLatinDigits(value).replace(/\D/g, '').slice(0, VERIFICATION_CODE_LENGTH);
}

export function isCompleteCode(value: string): boolean {
  return new RegExp(`^\\d{${VERIFICATION_CODE_LENGTH}}$`).test(value);
}
