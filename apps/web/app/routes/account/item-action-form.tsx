import type { ComponentProps } from 'react';
import { Form } from 'react-router';
import { IntentButton } from '~/components/intent-button.tsx';

/** A form of one button acting on one item of a list (its id, the action's intent): it works without scripts. */
export function ItemActionForm({
  itemId,
  ...button
}: ComponentProps<typeof IntentButton> & { itemId: number | string }) {
  return (
    <Form method="post" replace>
      <input type="hidden" name="id" value={itemId} />
      <IntentButton {...button} />
    </Form>
  );
}
