import { writeFileSync } from 'node:fs';
import { formFieldsSource } from '../packages/contract/src/form-fields-source.ts';

// writes the zod-free table of every JSON-body endpoint's fields that the website's forms read (decision 052)
const target = new URL('../packages/contract/src/form-fields.generated.ts', import.meta.url);
writeFileSync(target, formFieldsSource());
console.log(`wrote ${target.pathname}`);
