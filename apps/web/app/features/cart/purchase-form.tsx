import { DEFAULT_CART_QUANTITY, MAX_CART_LINE_QUANTITY, MAX_CART_NOTES_LENGTH } from '@forum/contract/cart-rules';
import { formatMoney } from '@forum/contract/money';
import type { ProductDetail, ProductOption } from '@forum/contract/products';
import { type FormEvent, useId, useState } from 'react';
import { ActionFields } from '~/features/forms/action-fields.tsx';
import { useSession } from '~/features/session/session.tsx';
import { ProductHeart } from '~/features/wishlist/product-heart.tsx';
import { useI18n } from '~/i18n/i18n.tsx';
import { OPTION_FIELD_PREFIX } from './cart-intents.ts';
import { useCartFetcher } from './use-cart-fetcher.ts';

/** Options, notes, quantity and the two buttons; the cart call is the browser's (it needs the session). */
export function PurchaseForm({ product }: { product: ProductDetail }) {
  const { t, locale } = useI18n();
  const { user } = useSession();
  const currency = user?.currency ?? product.currency;
  const [chosen, setChosen] = useState<Record<number, number[]>>({});
  const [missing, setMissing] = useState<number[]>([]);
  const [quantity, setQuantity] = useState(DEFAULT_CART_QUANTITY);
  const { fetcher, action, isBusy } = useCartFetcher();
  const formId = useId();
  const max = Math.max(1, Math.min(product.stock.quantity ?? MAX_CART_LINE_QUANTITY, MAX_CART_LINE_QUANTITY));

  const extra = product.options
    .flatMap((option) => option.values.filter((value) => chosen[option.id]?.includes(value.id)))
    .reduce((sum, value) => sum + value.price, 0);

  function choose(option: ProductOption, valueId: number, isOn: boolean) {
    setChosen((previous) => {
      const current = previous[option.id] ?? [];
      const next =
        option.type === 'radio' ? [valueId] : isOn ? [...current, valueId] : current.filter((id) => id !== valueId);
      return { ...previous, [option.id]: next };
    });
    setMissing((previous) => previous.filter((id) => id !== option.id));
  }

  /** With scripts, a required option not chosen is said beside it; without, the cart's action says so. */
  function checkOptions(event: FormEvent<HTMLFormElement>) {
    const unchosen = product.options
      .filter((option) => option.isRequired && !(chosen[option.id]?.length ?? 0))
      .map((option) => option.id);
    setMissing(unchosen);
    if (unchosen.length > 0) {
      event.preventDefault();
      event.currentTarget
        .querySelector<HTMLInputElement>(`input[name="${OPTION_FIELD_PREFIX}${unchosen[0]}"]`)
        ?.focus();
    }
  }

  const setClamped = (value: number) => setQuantity(Math.min(max, Math.max(1, Math.round(value) || 1)));

  // the heart is a form of its own: forms do not nest, so the cart's button names its form instead
  return (
    <div className="shop-buy" data-testid="purchase-form">
      <fetcher.Form
        id={formId}
        method="post"
        action={action}
        className="shop-buy__form"
        onSubmit={checkOptions}
        noValidate
      >
        <ActionFields />
        <input type="hidden" name="intent" value="add" />
        <input type="hidden" name="id" value={product.id} />
        <input type="hidden" name="name" value={product.name} />
        <input type="hidden" name="slug" value={product.slug} />
        {product.options.map((option) => (
          <OptionGroup
            key={option.id}
            option={option}
            chosen={chosen[option.id] ?? []}
            isMissing={missing.includes(option.id)}
            currency={currency}
            onChoose={(valueId, isOn) => choose(option, valueId, isOn)}
          />
        ))}

        <label className="shop-field">
          <span className="shop-field__label">{t('shopNotes')}</span>
          <textarea
            className="field__input"
            name="notes"
            rows={2}
            // the rule's constant, not the form table: the product page stays within its script budget
            maxLength={MAX_CART_NOTES_LENGTH}
            placeholder={t('shopNotesHint')}
          />
        </label>

        <div className="shop-buy__row">
          <fieldset className="shop-stepper">
            <legend className="visually-hidden">{t('shopQuantity')}</legend>
            <button
              type="button"
              className="shop-stepper__button"
              aria-label={t('shopDecrease')}
              onClick={() => setClamped(quantity - 1)}
              disabled={quantity <= 1}
            >
              −
            </button>
            <input
              className="shop-stepper__input"
              type="number"
              name="quantity"
              inputMode="numeric"
              aria-label={t('shopQuantity')}
              min={1}
              max={max}
              value={quantity}
              onChange={(event) => setClamped(Number(event.target.value))}
              dir="ltr"
            />
            <button
              type="button"
              className="shop-stepper__button"
              aria-label={t('shopIncrease')}
              onClick={() => setClamped(quantity + 1)}
              disabled={quantity >= max}
            >
              +
            </button>
          </fieldset>
          {extra > 0 ? (
            <p className="shop-buy__unit" data-testid="unit-price">
              {t('shopUnitTotal', { price: formatMoney(product.finalPrice + extra, locale, currency) })}
            </p>
          ) : null}
        </div>
      </fetcher.Form>

      <div className="shop-buy__actions">
        <button
          type="submit"
          form={formId}
          className="button button--secondary shop-buy__cart"
          disabled={!product.stock.inStock}
          aria-busy={isBusy || undefined}
          data-testid="add-to-cart"
        >
          {product.stock.inStock ? t('addToCart') : t('outOfStock')}
        </button>
        <ProductHeart product={product} className="shop-buy__heart" testId="product-heart" />
      </div>
    </div>
  );
}

type OptionGroupProps = {
  option: ProductOption;
  chosen: number[];
  isMissing: boolean;
  currency: string;
  onChoose: (valueId: number, isOn: boolean) => void;
};

function OptionGroup({ option, chosen, isMissing, currency, onChoose }: OptionGroupProps) {
  const { t, locale } = useI18n();
  const errorId = useId();
  return (
    <fieldset
      className="shop-option"
      aria-invalid={isMissing || undefined}
      aria-describedby={isMissing ? errorId : undefined}
      data-testid="product-option"
    >
      <legend className="shop-option__name">
        {option.name}
        {option.isRequired ? <span className="shop-option__required"> ({t('shopRequired')})</span> : null}
      </legend>
      {option.values.map((value) => (
        <label key={value.id} className="shop-check shop-option__value">
          <input
            type={option.type}
            name={`${OPTION_FIELD_PREFIX}${option.id}`}
            value={value.id}
            checked={chosen.includes(value.id)}
            onChange={(event) => onChoose(value.id, event.target.checked)}
          />
          <span>{value.name}</span>
          {value.price > 0 ? (
            <span className="shop-option__price">
              {t('shopOptionPrice', { price: formatMoney(value.price, locale, currency) })}
            </span>
          ) : null}
        </label>
      ))}
      {isMissing ? (
        <p id={errorId} className="shop-option__error" role="alert">
          {t('shopChooseOption', { name: option.name })}
        </p>
      ) : null}
    </fieldset>
  );
}
