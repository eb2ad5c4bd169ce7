import { describe, expect, it } from 'vitest';
import { findBooth, type MapBooth, searchableBooths, searchBooths } from './booth-search.ts';

const hallA = { id: 1, code: 'A', name: 'القاعة أ' };
function booth(code: string, exhibitor: { name: string; category: string } | null): MapBooth {
  return {
    id: Number(code.slice(2)),
    code,
    x: 0,
    y: 0,
    width: 6,
    height: 5,
    hall: hallA,
    isFree: exhibitor === null,
    exhibitor: exhibitor && {
      id: Number(code.slice(2)),
      name: exhibitor.name,
      logoUrl: '/logo.svg',
      category: { id: 1, name: exhibitor.category },
    },
  };
}

const booths = [
  booth('A-01', { name: 'استوديو الرؤى', category: 'استوديوهات الإنتاج' }),
  booth('A-03', { name: 'أفلام الحارة', category: 'استوديوهات الإنتاج' }),
  booth('A-04', { name: 'إضاءة آفاق', category: 'المعدات والتقنية' }),
  booth('A-12', { name: 'Rawi Studios', category: 'Production studios' }),
  booth('A-13', null),
];
const index = searchableBooths(booths);
const codes = (query: string) => searchBooths(index, query).map((found) => found.code);

describe('searchBooths', () => {
  it('finds an Arabic name written with other hamza forms or taa marbuta', () => {
    expect(codes('افلام الحاره')).toEqual(['A-03']);
    expect(codes('اضاءه افاق')).toEqual(['A-04']);
    expect(codes('إِضَاءَةُ')).toEqual(['A-04']);
    expect(codes('الرؤي')).toEqual(['A-01']);
  });

  it('finds English names without regard to case, and parts of words', () => {
    expect(codes('RAWI')).toEqual(['A-12']);
    expect(codes('stud')).toEqual(['A-12']);
  });

  it('finds a booth by its code, with or without the dash', () => {
    expect(codes('a-13')).toEqual(['A-13']);
    expect(codes('A13')).toEqual(['A-13']);
  });

  it('needs every word, and finds nothing for an empty query', () => {
    expect(codes('استوديوهات')).toEqual(['A-01', 'A-03']);
    expect(codes('استوديوهات الحارة')).toEqual(['A-03']);
    expect(codes('   ')).toEqual([]);
    expect(codes('zzz')).toEqual([]);
  });
});

describe('findBooth', () => {
  it('finds a booth by its code in any case', () => {
    expect(findBooth(booths, 'a-12')?.code).toBe('A-12');
    expect(findBooth(booths, 'Z-99')).toBeUndefined();
    expect(findBooth(booths, null)).toBeUndefined();
  });
});
