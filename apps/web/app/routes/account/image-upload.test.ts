import { UPLOAD_MAX_BYTES } from '@forum/contract/account-rules';
import { describe, expect, it } from 'vitest';
import { imageFileProblem } from './image-upload.tsx';

describe('imageFileProblem', () => {
  it('accepts a JPEG, PNG or WebP image up to the upload limit', () => {
    expect(imageFileProblem({ type: 'image/png', size: 1024 })).toBeNull();
    expect(imageFileProblem({ type: 'image/webp', size: UPLOAD_MAX_BYTES })).toBeNull();
  });

  it('refuses other files and images over the limit before uploading', () => {
    expect(imageFileProblem({ type: 'application/pdf', size: 1024 })).toBe('uploadNotImage');
    expect(imageFileProblem({ type: 'image/svg+xml', size: 1024 })).toBe('uploadNotImage');
    expect(imageFileProblem({ type: 'image/jpeg', size: UPLOAD_MAX_BYTES + 1 })).toBe('uploadTooLarge');
  });
});
