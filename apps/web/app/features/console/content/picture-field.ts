import { uploadRulesOf } from '~/features/forms/fields.ts';

/** The file field of a record's picture (its `ImageField`), beside the hidden field of its current address. */
export const PICTURE_FILE = 'pictureFile';

/** What a content record's picture may be: the API's rules for a public picture. */
export const PICTURE_RULES = uploadRulesOf('logo');
