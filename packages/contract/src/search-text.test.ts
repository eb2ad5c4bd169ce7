import { describe, expect, it } from 'vitest';
import { normalizeSearch, searchTerms } from './search-text.ts';

describe('normalizeSearch', () => {
  it('reads every form of alef with hamza or madda, and alef wasla, as bare alef', () => {
    expect(normalizeSearch('أفلام')).toBe('افلام');
    expect(normalizeSearch('إضاءة')).toBe(normalizeSearch('اضاءة'));
    expect(normalizeSearch('آفاق')).toBe('افاق');
    expect(normalizeSearch('ٱلقاهرة')).toBe('القاهره');
  });

  it('drops harakat, shadda, sukun, superscript alef and tatweel', () => {
    expect(normalizeSearch('مُؤَسَّسَةُ')).toBe('موسسه');
    expect(normalizeSearch('الرُّؤَى')).toBe('الروي');
    expect(normalizeSearch('هٰذا')).toBe('هذا');
    expect(normalizeSearch('ســـينما')).toBe('سينما');
  });

  it('treats decomposed hamza and madda like the composed letters', () => {
    expect(normalizeSearch('\u0627\u0654\u0641\u0644\u0627\u0645')).toBe(normalizeSearch('أفلام'));
    expect(normalizeSearch('\u0627\u0653\u0641\u0627\u0642')).toBe(normalizeSearch('آفاق'));
    expect(normalizeSearch('\u0648\u0654')).toBe(normalizeSearch('ؤ'));
  });

  it('reads taa marbuta as haa, alef maqsura as yaa and hamza on waw or yeh as the bare letter', () => {
    expect(normalizeSearch('مؤسسة')).toBe(normalizeSearch('موسسه'));
    expect(normalizeSearch('مستشفى')).toBe('مستشفي');
    expect(normalizeSearch('مسؤول')).toBe('مسوول');
    expect(normalizeSearch('هيئة')).toBe('هييه');
  });

  it('lowers Latin letters and reads Arabic-Indic and Persian digits as Latin', () => {
    expect(normalizeSearch('Rawi STUDIOS')).toBe('rawi studios');
    expect(normalizeSearch('تحدي ٤٨ ساعة')).toBe('تحدي 48 ساعه');
    expect(normalizeSearch('۲۰۲۷')).toBe('2027');
  });

  it('is idempotent, so normalising a normalised query changes nothing', () => {
    for (const text of ['إِضَاءَةٌ آفاق', 'Najm Optics', 'مُسْتَشْفَى ١٢']) {
      expect(normalizeSearch(normalizeSearch(text))).toBe(normalizeSearch(text));
    }
  });
});

describe('searchTerms', () => {
  it('splits on spaces and Arabic and Latin commas, without repeats or empty words', () => {
    expect(searchTerms('  استوديو،  راوي , Rawi rawi ')).toEqual(['استوديو', 'راوي', 'rawi']);
  });

  it('answers no words for nothing, or for marks alone', () => {
    expect(searchTerms(undefined)).toEqual([]);
    expect(searchTerms('   ')).toEqual([]);
    expect(searchTerms('ـــ َ ُ')).toEqual([]);
  });

  it('drops the Arabic definite article, so that a word is found with or without it', () => {
    expect(searchTerms('الجناح والإضاءة بالكاميرا للسينما')).toEqual(['جناح', 'اضاءه', 'كاميرا', 'سينما']);
  });

  it('keeps short words whole, where the article is part of the word', () => {
    expect(searchTerms('الله الف')).toEqual(['الله', 'الف']);
  });

  it('keeps at most the first eight words', () => {
    expect(searchTerms('a b c d e f g h i j')).toHaveLength(8);
  });
});
