import { TextAreaField, TextField } from './form.tsx';

// A module apart from the form kit's text fields (form.tsx): a browser chunk holds whole modules, so only the pages
// with a text in both languages carry it (decision 052, later).

/** One field of a pair: its name, limits and error from the contract (`form.field`). */
type PairField = {
  name: string;
  required?: boolean;
  type?: string;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  min?: number;
  max?: number;
  error?: string | undefined;
  onEdit?: (name: string) => void;
};

/**
 * A text written in both languages (`companyNameAr`, `companyNameEn`): the Arabic and the English side by
 * side, each typed in its own direction and announced in its language, whatever the page's.
 * `form.bilingual('companyName')` gives the two fields.
 */
export function BilingualField({
  ar,
  en,
  labels,
  defaultValues,
  multiline,
  rows,
  required,
}: {
  ar: PairField;
  en: PairField;
  labels: { ar: string; en: string };
  defaultValues?: { ar?: string | null | undefined; en?: string | null | undefined };
  /** A longer text: each language's box under the other, as wide as the form. */
  multiline?: boolean;
  rows?: number;
  /** Both languages asked for, whatever the schema lets a partial update leave out. */
  required?: boolean;
}) {
  const sides = [
    { field: ar, label: labels.ar, value: defaultValues?.ar, lang: 'ar', dir: 'rtl' },
    { field: en, label: labels.en, value: defaultValues?.en, lang: 'en', dir: 'ltr' },
  ] as const;
  const controls = sides.map(({ field, label, value, lang, dir }) => {
    const own = {
      label,
      lang,
      dir,
      ...(defaultValues ? { defaultValue: value ?? '' } : {}),
      ...(required ? { required } : {}),
    };
    if (!multiline) return <TextField key={lang} {...field} {...own} />;
    return <TextAreaField key={lang} {...field} {...own} rows={rows} />;
  });
  return multiline ? controls : <div className="form__row">{controls}</div>;
}
