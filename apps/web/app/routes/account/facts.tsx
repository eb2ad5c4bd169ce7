import type { ComponentProps, ReactNode } from 'react';

type FactProps = Omit<ComponentProps<'dd'>, 'children'> & { term: ReactNode; children: ReactNode };

/** One fact of a list of facts (a <dl>): its term, then what it is; the other props are the value's (<dd>). */
function Fact({ itemClassName, term, ...value }: FactProps & { itemClassName: string }) {
  return (
    <div className={itemClassName}>
      <dt>{term}</dt>
      <dd {...value} />
    </div>
  );
}

/** A fact of an order's, a return's or a special order's card (the orders' style). */
export function OrderFact(props: FactProps) {
  return <Fact itemClassName="order-facts__item" {...props} />;
}

/** A fact of the account's cards: the overview's, a profile's, an order's details. */
export function AccountFact(props: FactProps) {
  return <Fact itemClassName="account-facts__item" {...props} />;
}
