import { describe, expect, it } from 'vitest';
import type { ConsolePart } from './admin-pages.ts';
import { consoleNavOf, consolePageAt, consoleRefusal, mayOpen } from './console-access.ts';

const parts: ConsolePart[] = [
  {
    part: 'frame',
    label: 'consoleFrameNavPart',
    pages: [{ path: '', file: 'd.tsx', permission: 'dashboard.view', nav: { label: 'consoleFrameNavDashboard' } }],
  },
  {
    part: 'content',
    label: 'consoleFrameNavContent',
    pages: [
      { path: 'pages', file: 'p.tsx', permission: 'pages.manage', nav: { label: 'consoleFrameNavContent' } },
      { path: 'pages/new', file: 'n.tsx', permission: 'settings.manage' },
      { path: 'pages/:id', file: 'e.tsx', permission: 'pages.manage' },
      { path: 'contact-messages', file: 'c.tsx', permission: 'contact.answer', nav: { label: 'consoleFrameNavPart' } },
    ],
  },
];

const staff = (...permissions: string[]) => ({
  userType: 'staff' as const,
  group: { permissions: Object.fromEntries(permissions.map((name) => [name, true])) },
});

describe('console access', () => {
  it('names the page of an address, a fixed segment before a parameter', () => {
    expect(consolePageAt('/admin', parts)?.file).toBe('d.tsx');
    expect(consolePageAt('/admin/', parts)?.file).toBe('d.tsx');
    expect(consolePageAt('/admin/pages/new', parts)?.file).toBe('n.tsx');
    expect(consolePageAt('/admin/pages/12', parts)?.file).toBe('e.tsx');
    expect(consolePageAt('/admin/nothing', parts)).toBeUndefined();
  });

  it('sends a guest to log in, refuses a customer and staff without the permission', () => {
    const page = consolePageAt('/admin/pages/12', parts);
    expect(consoleRefusal(null, page)).toBe('login');
    expect(consoleRefusal({ userType: 'guest', group: { permissions: {} } }, page)).toBe('login');
    expect(consoleRefusal({ userType: 'customer', group: { permissions: { 'pages.manage': true } } }, page)).toBe(
      'forbidden',
    );
    expect(consoleRefusal(staff('events.manage'), page)).toBe('forbidden');
    expect(consoleRefusal(staff('pages.manage'), page)).toBeNull();
    expect(mayOpen(staff('pages.manage'), { permission: 'settings.manage' })).toBe(false);
  });

  it('lists, by part, only the entries the group may open', () => {
    expect(consoleNavOf(staff('dashboard.view', 'pages.manage'), parts)).toEqual([
      { part: 'frame', label: 'consoleFrameNavPart', entries: [{ path: '', label: 'consoleFrameNavDashboard' }] },
      {
        part: 'content',
        label: 'consoleFrameNavContent',
        entries: [{ path: 'pages', label: 'consoleFrameNavContent' }],
      },
    ]);
    expect(consoleNavOf(staff('contact.answer'), parts)).toEqual([
      {
        part: 'content',
        label: 'consoleFrameNavContent',
        entries: [{ path: 'contact-messages', label: 'consoleFrameNavPart' }],
      },
    ]);
  });
});
