import type { ShouldRevalidateFunctionArgs } from 'react-router';

/**
 * A route's `shouldRevalidate` that reloads its data on a move only when `onMove` says so: after a sent form
 * (any method but GET) it reloads as React Router would, since the form may have changed what it shows.
 */
export function revalidateOnMoveWhen(onMove: (args: ShouldRevalidateFunctionArgs) => boolean) {
  return (args: ShouldRevalidateFunctionArgs): boolean =>
    args.formMethod && args.formMethod !== 'GET' ? args.defaultShouldRevalidate : onMove(args);
}
