import { describe, expect, it } from 'vitest';
import { emptyRefusedOf } from './fields.ts';

describe('emptyRefusedOf', () => {
  it('names the required texts, choices and numbers, which the API refuses empty', () => {
    expect(emptyRefusedOf('sponsorship.request')).toEqual(['companyName', 'name', 'email', 'telephone', 'message']);
    expect(emptyRefusedOf('info.contact')).toEqual(['name', 'email', 'subject', 'messageType', 'message']);
    expect(emptyRefusedOf('reviews.create')).toContain('rating');
  });

  it('leaves out a required text the API takes empty, which the page still asks for', () => {
    expect(emptyRefusedOf('admin.createSavedView')).not.toContain('list');
  });
});
