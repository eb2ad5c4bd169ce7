import { SEARCH_TEXT_MAX } from '@forum/contract/catalogue-rules';
import type { Suggestion } from '@forum/contract/search';
import { type KeyboardEvent, useId, useState } from 'react';
import { Form, useNavigate } from 'react-router';
import { SearchIcon } from '~/components/icons.tsx';
import { useSearchSuggestions } from '~/features/search/use-suggestions.ts';
import { useI18n, useLocalePath } from '~/i18n/i18n.tsx';

/**
 * The search form (a GET to /search, so it works before the scripts run) with suggestions as one
 * types: an ARIA combobox whose options are pages; arrows move, Enter opens, Escape closes.
 */
export function SearchBox({ initialQuery }: { initialQuery: string }) {
  const { t } = useI18n();
  const to = useLocalePath();
  const navigate = useNavigate();
  const id = useId();
  const [query, setQuery] = useState(initialQuery);
  const suggestions = useSearchSuggestions(query, initialQuery);
  const [isOpen, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const listId = `${id}-suggestions`;

  // new suggestions: none of them is chosen yet (state adjusted while rendering, as React advises)
  const [chosenFrom, setChosenFrom] = useState(suggestions);
  if (chosenFrom !== suggestions) {
    setChosenFrom(suggestions);
    setActive(-1);
  }

  const isShown = isOpen && suggestions.length > 0;

  function open(suggestion: Suggestion) {
    setOpen(false);
    void navigate(to(suggestion.path));
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Escape') {
      setOpen(false);
      setActive(-1);
    } else if (event.key === 'ArrowDown' && suggestions.length > 0) {
      event.preventDefault();
      setOpen(true);
      setActive((index) => (index + 1) % suggestions.length);
    } else if (event.key === 'ArrowUp' && suggestions.length > 0) {
      event.preventDefault();
      setOpen(true);
      setActive((index) => (index <= 0 ? suggestions.length - 1 : index - 1));
    } else if (event.key === 'Enter' && isShown && active >= 0) {
      const chosen = suggestions[active];
      if (chosen) {
        event.preventDefault();
        open(chosen);
      }
    }
  }

  return (
    <Form method="get" action={to('/search')} role="search" className="search-box">
      <label htmlFor={`${id}-q`} className="visually-hidden">
        {t('searchLabel')}
      </label>
      <div className="search-box__field">
        <input
          id={`${id}-q`}
          // a text input, not type="search": the ARIA combobox pattern is allowed on text inputs only
          // (a search input is a searchbox and may take no other role); the form's role="search" says what it is
          type="text"
          name="q"
          className="field__input search-box__input"
          value={query}
          placeholder={t('searchPlaceholder')}
          autoComplete="off"
          enterKeyHint="search"
          maxLength={SEARCH_TEXT_MAX}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={isShown}
          aria-controls={listId}
          aria-activedescendant={isShown && active >= 0 ? `${listId}-${active}` : undefined}
          onChange={(event) => {
            setQuery(event.currentTarget.value);
            setOpen(true);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => setOpen(false)}
          onFocus={() => setOpen(true)}
          data-testid="search-input"
        />
        <div
          id={listId}
          role="listbox"
          aria-label={t('searchSuggestions')}
          className="search-box__list"
          hidden={!isShown}
        >
          {suggestions.map((suggestion, index) => (
            <div
              key={`${suggestion.group}-${suggestion.id}`}
              id={`${listId}-${index}`}
              role="option"
              tabIndex={-1}
              aria-selected={index === active}
              className="search-box__option"
              // mousedown, not click: the input's blur would close the list before a click lands
              onMouseDown={(event) => {
                event.preventDefault();
                open(suggestion);
              }}
              data-testid="search-suggestion"
            >
              <span className="search-box__option-title">{suggestion.title}</span>
              <span className="search-box__option-group">{t(`searchGroup_${suggestion.group}`)}</span>
            </div>
          ))}
        </div>
      </div>
      <button type="submit" className="button search-box__submit">
        <SearchIcon />
        <span>{t('searchSubmit')}</span>
      </button>
      <p className="visually-hidden" aria-live="polite">
        {isShown ? t('searchSuggestionsCount', { count: suggestions.length }) : ''}
      </p>
    </Form>
  );
}
