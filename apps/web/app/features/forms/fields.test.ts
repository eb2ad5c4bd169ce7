import { adminCreateSavedViewForm } from '@forum/contract/form-fields/admin.createSavedView';
import { infoContactForm } from '@forum/contract/form-fields/info.contact';
import { reviewsCreateForm } from '@forum/contract/form-fields/reviews.create';
import { sponsorshipRequestForm } from '@forum/contract/form-fields/sponsorship.request';
import { describe, expect, it } from 'vitest';
import { emptyRefusedOf } from './fields.ts';

describe('emptyRefusedOf', () => {
  it('names the required texts, choices and numbers, which the API refuses empty', () => {
    expect(emptyRefusedOf(sponsorshipRequestForm)).toEqual(['companyName', 'name', 'email', 'telephone', 'message']);
    expect(emptyRefusedOf(infoContactForm)).toEqual(['name', 'email', 'subject', 'messageType', 'message']);
    expect(emptyRefusedOf(reviewsCreateForm)).toContain('rating');
  });

  it('leaves out a required text the API takes empty, which the page still asks for', () => {
    expect(emptyRefusedOf(adminCreateSavedViewForm)).not.toContain('list');
  });
});
