-- The one normalisation of searchable text, applied to documents and queries alike (decision 013), so that
-- a visitor finds what they meant however they spell it: lower case; Arabic harakat (U+064B-U+065F, which
-- include the combining hamza and madda), superscript alef (U+0670) and tatweel (U+0640) removed; alef
-- with hamza or madda and alef wasla read as bare alef, hamza on waw and yeh as the bare letter, taa
-- marbuta as haa, alef maqsura as yaa; Arabic-Indic and Persian digits as Latin digits. Immutable, so
-- that expression indexes and generated tsvectors may use it. packages/contract/src/search-text.ts mirrors it.
CREATE OR REPLACE FUNCTION normalize_search(input text) RETURNS text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
AS $$
  SELECT translate(
    regexp_replace(lower(input), '[\u064B-\u065F\u0670\u0640]', '', 'g'),
    U&'\0623\0625\0622\0671\0624\0626\0629\0649\0660\0661\0662\0663\0664\0665\0666\0667\0668\0669\06F0\06F1\06F2\06F3\06F4\06F5\06F6\06F7\06F8\06F9',
    U&'\0627\0627\0627\0627\0648\064A\0647\064A01234567890123456789'
  )
$$;
