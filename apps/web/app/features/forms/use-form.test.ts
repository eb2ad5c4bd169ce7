import { describe, expect, it } from 'vitest';
import { savedValueOf } from './use-form.tsx';

describe('savedValueOf (useForm’s defaults)', () => {
  const profile = { firstName: 'Noura', sortOrder: 0, telephone: null, category: { id: 3 }, isPublished: true };

  it('starts a field from the saved text or number of its name', () => {
    expect(savedValueOf(profile, 'firstName')).toEqual({ defaultValue: 'Noura' });
    expect(savedValueOf(profile, 'sortOrder')).toEqual({ defaultValue: '0' });
  });

  it('leaves a field to its own default where nothing of that name can be typed back', () => {
    expect(savedValueOf(profile, 'telephone')).toEqual({});
    expect(savedValueOf(profile, 'category')).toEqual({});
    expect(savedValueOf(profile, 'isPublished')).toEqual({});
    expect(savedValueOf(profile, 'city')).toEqual({});
    expect(savedValueOf(null, 'firstName')).toEqual({});
  });
});
