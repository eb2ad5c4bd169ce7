import type { ComponentProps } from 'react';

type IntentButtonProps = Omit<ComponentProps<'button'>, 'type' | 'name' | 'value'> & { intent: string };

/** A submit button that tells the route's action which of its intents to run (the form's `intent` field). */
export function IntentButton({ intent, ...button }: IntentButtonProps) {
  return <button {...button} type="submit" name="intent" value={intent} />;
}
