import { ENQUIRY_MESSAGE_MAX_LENGTH, ENQUIRY_MESSAGE_MIN_LENGTH } from '@forum/contract/forms';
import { contactMessageTypes } from '@forum/contract/info';
import { describe, expect, it } from 'vitest';
import {
  CONTACT_MESSAGE_TYPES,
  isContactMessageType,
  MESSAGE_MAX_LENGTH,
  MESSAGE_MIN_LENGTH,
} from './enquiry-fields.ts';

describe('the form constants the pages keep beside the contract', () => {
  it('are the contract’s own', () => {
    expect(MESSAGE_MIN_LENGTH).toBe(ENQUIRY_MESSAGE_MIN_LENGTH);
    expect(MESSAGE_MAX_LENGTH).toBe(ENQUIRY_MESSAGE_MAX_LENGTH);
    expect([...CONTACT_MESSAGE_TYPES]).toEqual([...contactMessageTypes]);
  });

  it('recognises a message type given in the address', () => {
    expect(isContactMessageType('media')).toBe(true);
    expect(isContactMessageType('spam')).toBe(false);
    expect(isContactMessageType(null)).toBe(false);
  });
});
