import type { ShouldRevalidateFunctionArgs } from 'react-router';
import { describe, expect, it } from 'vitest';
import { revalidateOnMoveWhen } from './revalidate.ts';

const move = (from: string, to: string, formMethod?: 'GET' | 'POST') =>
  ({
    currentUrl: new URL(from, 'http://site'),
    nextUrl: new URL(to, 'http://site'),
    formMethod,
    defaultShouldRevalidate: true,
  }) as ShouldRevalidateFunctionArgs;

describe('revalidateOnMoveWhen', () => {
  const onNewPath = revalidateOnMoveWhen(({ currentUrl, nextUrl }) => currentUrl.pathname !== nextUrl.pathname);

  it('asks the route on a move: a new query string alone keeps the data', () => {
    expect(onNewPath(move('/exhibition/map/?q=a', '/exhibition/map/?q=b'))).toBe(false);
    expect(onNewPath(move('/exhibition/map/', '/exhibition'))).toBe(true);
    expect(onNewPath(move('/exhibition/map/?q=a', '/exhibition/map/?q=b', 'GET'))).toBe(false);
  });

  it('reloads after a sent form, whatever the route would say of the move', () => {
    expect(onNewPath(move('/exhibition/map/', '/exhibition/map/', 'POST'))).toBe(true);
  });
});
