import { mediaTypes } from '@forum/contract/media';
import { describe, expect, it } from 'vitest';
import { isMediaType, mediaTypeList } from './media-card.tsx';

describe('the kinds of media', () => {
  it('are the contract’s, in its order', () => {
    expect(mediaTypeList).toEqual([...mediaTypes]);
  });

  it('recognise a kind in an address and nothing else', () => {
    expect(isMediaType('gallery')).toBe(true);
    expect(isMediaType('podcast')).toBe(false);
    expect(isMediaType(null)).toBe(false);
  });
});
