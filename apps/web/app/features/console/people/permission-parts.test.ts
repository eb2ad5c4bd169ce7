import { staffPermissions } from '@forum/contract/permissions';
import { describe, expect, it } from 'vitest';
import { en } from '~/i18n/en.ts';
import { permissionLabel, permissionParts } from './permission-parts.ts';

describe("the group form's permission parts", () => {
  it('hold every staff permission once, each with a text', () => {
    const listed = permissionParts.flatMap((part) => part.permissions);
    expect([...listed].sort()).toEqual(Object.keys(staffPermissions).sort());
    for (const name of listed) expect(en[permissionLabel(name)], name).toBeTruthy();
  });
});
