/** The file field of a record's picture (its `ImageField`), beside the hidden field of its current address. */
export const PICTURE_FILE = 'pictureFile';
