/**
 * A game's card reference for the table's side panel (Cards): a search by name and the game's drop-down
 * filters over a list of entries, each entry drawn as its card beside its name, a line of facts and its text.
 * The game gives the entries, the filters and how to name, draw and describe an entry; the list keeps the
 * test ids and roles the browser tests and screen readers use (the search form, the count as a status, the
 * list reachable by keyboard, `data-ref-card` on each entry).
 */
import { useId, useState, type ReactNode } from 'react';
import type { GameT } from '../i18n/games';

/** A drop-down filter: its id names its control (`card-filter-<id>`) and its label (`<words>.<id>`). */
export interface CardFilter<E> {
  id: string;
  /** The choices after the 'any' one, in the player's words. */
  options: readonly { value: string; label: string }[];
  /** Whether an entry passes the chosen value (never asked with 'any'). */
  passes: (entry: E, value: string) => boolean;
}

interface CardListProps<E> {
  /** The game's namespace's words. */
  t: GameT;
  /** The key prefix of the panel's words: filters, name, any, count (plural), none, and each filter's label. */
  words: string;
  /** The game's own class beside `card-ref` (its styles for the drawings). */
  className: string;
  entries: readonly E[];
  filters: readonly CardFilter<E>[];
  /** Whether an entry answers a search (the query comes trimmed, lower-cased and not empty). */
  found: (entry: E, query: string) => boolean;
  /** React's key for an entry, and the card id the entry's `data-ref-card` gives. */
  entryKey: (entry: E) => string;
  cardId: (entry: E) => string | undefined;
  name: (entry: E) => string;
  draw: (entry: E) => ReactNode;
  /** The entry's facts, shown joined by ' · ' (false: a fact the entry has not). */
  facts: (entry: E) => readonly (string | false)[];
  /** Whether the facts are read aloud; not when the drawing's accessible name says them already. */
  factsSpoken?: (entry: E) => boolean;
  /** What the entry does, if the game words it. */
  text: (entry: E) => string | undefined;
}

export function CardList<E>(p: CardListProps<E>) {
  const { t, words } = p;
  const id = useId();
  const [name, setName] = useState('');
  const [chosen, setChosen] = useState<Record<string, string>>({});
  const q = name.trim().toLocaleLowerCase();
  const shown = p.entries.filter((e) => (!q || p.found(e, q)) && p.filters.every((f) => !chosen[f.id] || f.passes(e, chosen[f.id]!)));
  return (
    <div className={`card-ref ${p.className}`} data-testid="card-reference">
      <form className="card-ref-filters" role="search" aria-label={t(`${words}.filters`)} onSubmit={(e) => e.preventDefault()}>
        <label htmlFor={`${id}-name`}>{t(`${words}.name`)}</label>
        <input id={`${id}-name`} type="search" value={name} onChange={(e) => setName(e.target.value)} data-testid="card-filter-name" />
        {p.filters.map((f) => (
          <FilterSelect
            key={f.id}
            id={`${id}-${f.id}`}
            filter={f}
            label={t(`${words}.${f.id}`)}
            any={t(`${words}.any`)}
            value={chosen[f.id] ?? ''}
            onChange={(v) => setChosen((c) => ({ ...c, [f.id]: v }))}
          />
        ))}
      </form>
      <p className="small muted" role="status" data-testid="card-count">
        {shown.length ? t(`${words}.count`, { count: shown.length }) : t(`${words}.none`)}
      </p>
      <ul className="card-ref-list" tabIndex={0}>
        {shown.map((e) => {
          const text = p.text(e);
          return (
            <li key={p.entryKey(e)} data-ref-card={p.cardId(e)}>
              {p.draw(e)}
              <div className="card-ref-facts">
                <h3 className="card-ref-name">{p.name(e)}</h3>
                <p className="small" aria-hidden={p.factsSpoken?.(e) ? undefined : true} data-testid="ref-values">
                  {p
                    .facts(e)
                    .filter((f) => f !== false)
                    .join(' · ')}
                </p>
                {text !== undefined && (
                  <p className="small" data-testid="ref-text">
                    {text}
                  </p>
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

function FilterSelect<E>(p: { id: string; filter: CardFilter<E>; label: string; any: string; value: string; onChange: (value: string) => void }) {
  return (
    <>
      <label htmlFor={p.id}>{p.label}</label>
      <select id={p.id} value={p.value} onChange={(e) => p.onChange(e.target.value)} data-testid={`card-filter-${p.filter.id}`}>
        <option value="">{p.any}</option>
        {p.filter.options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </>
  );
}
