import type { ComponentProps } from 'react';

type IntentButtonProps = Omit<ComponentProps<'button'>, 'type' | 'name' | 'value'> & {
  intent: string;
  /** While its form is on its way: the button is off and says it is busy. */
  busy?: boolean;
};

/** A submit button that tells the route's action which of its intents to run (the form's `intent` field). */
export function IntentButton({ intent, busy, ...button }: IntentButtonProps) {
  const busyState = busy === undefined ? {} : { disabled: busy, 'aria-busy': busy || undefined };
  return <button {...button} {...busyState} type="submit" name="intent" value={intent} />;
}
