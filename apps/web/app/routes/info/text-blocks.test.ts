import { describe, expect, it } from 'vitest';
import { firstParagraph, textBlocks } from './text-blocks.ts';

describe('textBlocks', () => {
  it('splits paragraphs on blank lines and keeps single line breaks', () => {
    expect(textBlocks('One.\n\nTwo,\nstill two.\r\n\r\n  \n\nThree.')).toEqual([
      { kind: 'paragraph', lines: ['One.'] },
      { kind: 'paragraph', lines: ['Two,', 'still two.'] },
      { kind: 'paragraph', lines: ['Three.'] },
    ]);
  });

  it('reads headings and lists', () => {
    expect(textBlocks('## Tickets\n\n### Prices\n\n- one\n* two\n\n- a\nnot a list')).toEqual([
      { kind: 'heading', level: 2, text: 'Tickets' },
      { kind: 'heading', level: 3, text: 'Prices' },
      { kind: 'list', items: ['one', 'two'] },
      { kind: 'paragraph', lines: ['- a', 'not a list'] },
    ]);
  });

  it('keeps markup as text: nothing in a body becomes HTML', () => {
    expect(textBlocks('<script>alert(1)</script>')).toEqual([
      { kind: 'paragraph', lines: ['<script>alert(1)</script>'] },
    ]);
  });

  it('gives an empty list for an empty body', () => {
    expect(textBlocks(' \n\n ')).toEqual([]);
  });
});

describe('firstParagraph', () => {
  it('skips headings and joins the lines of the first paragraph', () => {
    expect(firstParagraph('## Title\n\nFirst line\nsecond line\n\nLater.')).toBe('First line second line');
    expect(firstParagraph('')).toBe('');
  });
});
