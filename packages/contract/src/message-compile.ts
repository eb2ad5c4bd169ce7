import { type MessageFormatElement, parse, TYPE } from '@formatjs/icu-messageformat-parser';
import type { Locale } from './locale.ts';
import { type CompiledMessage, type CompiledPart, formatCompiled, type MessageValues } from './message-format.ts';

/**
 * Compiles ICU messages with FormatJS's parser (decision 034). Server-only: the parser stays out of the
 * pages' scripts, which receive compiled messages and format them with message-format.ts.
 */

function convert(elements: MessageFormatElement[], locale: Locale, source: string): CompiledPart[] {
  return elements.map((element): CompiledPart => {
    switch (element.type) {
      case TYPE.literal:
        return element.value;
      case TYPE.argument:
        return ['a', element.value, locale];
      case TYPE.number:
        if (element.style) throw new Error(`"${source}": number styles are not supported, format the value first`);
        return ['n', element.value, locale];
      case TYPE.pound:
        return ['#'];
      case TYPE.select:
        return ['s', element.value, convertOptions(element.options, locale, source)];
      case TYPE.plural:
        return [
          'p',
          element.value,
          element.offset,
          locale,
          convertOptions(element.options, locale, source),
          element.pluralType === 'ordinal' ? 1 : 0,
        ];
      default:
        throw new Error(`"${source}": only plural, select, number and plain placeholders are supported`);
    }
  });
}

function convertOptions(
  options: Record<string, { value: MessageFormatElement[] }>,
  locale: Locale,
  source: string,
): Record<string, CompiledPart[]> {
  return Object.fromEntries(
    Object.entries(options).map(([key, option]) => [key, convert(option.value, locale, source)]),
  );
}

/** Parses one message; throws on ICU syntax errors (a plural without `other`, an unclosed brace …). */
export function parseMessage(text: string): MessageFormatElement[] {
  return parse(text, { ignoreTag: true, requiresOtherClause: true, shouldParseSkeletons: false });
}

/**
 * A message in its compiled form. A message with nothing but text and `{name}` placeholders stays the
 * very string it was (it is formatted exactly as before ICU came in).
 */
export function compileMessage(text: string, locale: Locale): CompiledMessage {
  const elements = parseMessage(text);
  if (elements.every((element) => element.type === TYPE.literal || element.type === TYPE.argument)) return text;
  return convert(elements, locale, text);
}

/** Compiles every message of a catalogue. */
export function compileMessages<K extends string>(
  messages: Readonly<Record<K, string>>,
  locale: Locale,
): Record<K, CompiledMessage> {
  const out = {} as Record<K, CompiledMessage>;
  for (const key of Object.keys(messages) as K[]) out[key] = compileMessage(messages[key], locale);
  return out;
}

const cache = new Map<string, CompiledMessage>();

/** Formats a message written in ICU syntax (the API's messages and the emails). */
export function formatMessage(text: string, locale: Locale, values?: MessageValues): string {
  const id = `${locale}\u0000${text}`;
  let compiled = cache.get(id);
  if (compiled === undefined) {
    compiled = compileMessage(text, locale);
    cache.set(id, compiled);
  }
  return formatCompiled(compiled, values);
}

type Use = { name: string; as: 'text' | 'plural' | 'select' };

function usesOf(elements: MessageFormatElement[], out: Use[] = []): Use[] {
  for (const element of elements) {
    if (element.type === TYPE.argument || element.type === TYPE.number) out.push({ name: element.value, as: 'text' });
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      out.push({ name: element.value, as: element.type === TYPE.plural ? 'plural' : 'select' });
      for (const option of Object.values(element.options)) usesOf(option.value, out);
    }
  }
  return out;
}

const pluralFormsNeeded: Record<Locale, string[]> = {
  ar: ['one', 'two', 'few', 'many', 'other'],
  en: ['one', 'other'],
};

function pluralProblems(elements: MessageFormatElement[], locale: Locale): string[] {
  const problems: string[] = [];
  for (const element of elements) {
    if (element.type !== TYPE.plural && element.type !== TYPE.select) continue;
    if (element.type === TYPE.plural && element.pluralType === 'cardinal') {
      const forms = Object.keys(element.options);
      const missing =
        forms.length === 1 && forms[0] === 'other'
          ? []
          : pluralFormsNeeded[locale].filter((form) => !forms.includes(form));
      if (missing.length) problems.push(`its plural of {${element.value}} lacks the forms ${missing.join(', ')}`);
    }
    for (const option of Object.values(element.options)) problems.push(...pluralProblems(option.value, locale));
  }
  return problems;
}

/**
 * What is wrong with a pair of catalogues (decision 034), each problem a sentence that says what to fix:
 * ICU syntax errors, keys or placeholders that differ between the languages, a count written as bare
 * text instead of a plural (every placeholder shown as text is taken for a count unless `wordNames`
 * names it as words, a date, money or a position, or `exempt` lists `key.placeholder` with its reason), and
 * plurals that lack a form the language needs (Arabic: one, two, few, many, other; zero is advised).
 */
export function catalogueProblems(
  catalogues: Readonly<Record<Locale, Readonly<Record<string, string>>>>,
  options: {
    wordNames: Readonly<Record<string, string>>;
    exempt: Readonly<Record<string, string>>;
    where: string;
  },
): string[] {
  const problems: string[] = [];
  const parsed: Record<Locale, Record<string, Use[]>> = { ar: {}, en: {} };
  for (const locale of ['ar', 'en'] as const) {
    for (const [key, text] of Object.entries(catalogues[locale])) {
      let elements: MessageFormatElement[];
      try {
        elements = parseMessage(text);
      } catch (error) {
        problems.push(
          `${options.where} ${locale}.${key}: not valid ICU syntax (${(error as Error).message}): "${text}"`,
        );
        continue;
      }
      const uses = usesOf(elements);
      parsed[locale][key] = uses;
      for (const use of uses) {
        if (use.as !== 'text' || use.name in options.wordNames || `${key}.${use.name}` in options.exempt) continue;
        problems.push(
          `${options.where} ${locale}.${key}: the count {${use.name}} is bare text; write it as a plural, e.g. ` +
            (locale === 'ar'
              ? `'{${use.name}, plural, zero {…} one {… واحد} two {…ان} few {# …} many {# …} other {# …}}'`
              : `'{${use.name}, plural, one {# thing} other {# things}}'`) +
            ` (or, if it is not a count, list "${key}.${use.name}" with its reason among the exemptions, or the` +
            ` name among those that hold words)`,
        );
      }
      for (const problem of pluralProblems(elements, locale))
        problems.push(`${options.where} ${locale}.${key}: ${problem}`);
    }
  }
  const keys = new Set([...Object.keys(catalogues.ar), ...Object.keys(catalogues.en)]);
  for (const key of keys) {
    for (const [locale, other] of [
      ['ar', 'en'],
      ['en', 'ar'],
    ] as const) {
      if (!(key in catalogues[locale]))
        problems.push(`${options.where}: "${key}" is in ${other} but not in ${locale}; add it there`);
    }
    const ar = parsed.ar[key];
    const en = parsed.en[key];
    if (!ar || !en) continue;
    const names = (uses: Use[]) => [...new Set(uses.map((use) => use.name))].sort().join(', ');
    if (names(ar) !== names(en)) {
      problems.push(
        `${options.where} "${key}": the placeholders differ (ar: {${names(ar)}}, en: {${names(en)}}); both languages need the same`,
      );
    }
  }
  return problems;
}
