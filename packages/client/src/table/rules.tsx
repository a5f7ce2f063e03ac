/**
 * Rules help at the table: the game's rules reference (namespace `<slug>-rules`, i18n/catalogues.ts), by the
 * rulebook's sections, opened from the side panel or at a section by any citation in the log or a refusal
 * (citations.tsx); and a legend of what the table's marks mean.
 *
 * A reference is long: the panel opens on a table of contents (the chapters and their first subsections) and a
 * filter box that keeps the sections whose number, title or text hold what the player types. Section keys are
 * the rulebook's numbers ("9", "3.2.7.1", "2.0"): a section sits under the nearest section whose number begins
 * its own, and its heading level says how deep.
 */
import { useEffect, useId, useMemo, useRef, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n, loadGameStrings } from '../i18n';
import { hasCatalogue, rulesNamespace } from '../i18n/catalogues';

interface Section {
  title: string;
  text: string;
}

/** A section as the panel lays it out: its key, its words and how deep it sits (0 for a chapter). */
interface Entry extends Section {
  key: string;
  depth: number;
}

/** The game's sections, in the rulebook's order; null while loading, [] where the game has no reference. */
function useSections(slug: string): { intro: string | null; label: string | null; sections: Entry[] } | null {
  const { i18n: inst } = useTranslation();
  const ns = rulesNamespace(slug);
  const [ready, setReady] = useState(!hasCatalogue(ns));
  useEffect(() => {
    if (!hasCatalogue(ns)) return;
    let live = true;
    void loadGameStrings([ns]).then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, [ns, inst.language]);
  const lng = inst.resolvedLanguage ?? inst.language;
  return useMemo(() => {
    if (!ready) return null;
    if (!hasCatalogue(ns)) return { intro: null, label: null, sections: [] };
    const tree = i18n.getResourceBundle(lng, ns) as { rules?: { intro?: string; label?: string; sections?: Record<string, Section> } } | undefined;
    return { intro: tree?.rules?.intro ?? null, label: tree?.rules?.label ?? null, sections: layOut(tree?.rules?.sections ?? {}) };
  }, [ready, ns, lng]);
}

/** "3.0" is chapter 3 itself: its subsections are "3.1", "3.2"... */
const path = (key: string): string[] => key.replace(/\.0$/, '').split('.');

/** The sections in the rulebook's order, each as deep as its chain of enclosing sections in the reference. */
function layOut(sections: Record<string, Section>): Entry[] {
  const keys = Object.keys(sections).sort((a, b) => a.localeCompare(b, undefined, { numeric: true }));
  const known = new Map(keys.map((k) => [path(k).join('.'), k]));
  const depth = new Map<string, number>();
  return keys.map((key) => {
    const parts = path(key);
    let d = 0;
    for (let n = parts.length - 1; n > 0; n--) {
      const parent = known.get(parts.slice(0, n).join('.'));
      if (parent !== undefined) {
        d = (depth.get(parent) ?? 0) + 1;
        break;
      }
    }
    depth.set(key, d);
    return { key, depth: d, title: sections[key].title, text: sections[key].text };
  });
}

/** Text folded for a search: lower case, without accents ("Tormentas" finds "tormentas", "dano" finds "daño"). */
const fold = (s: string): string =>
  s
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** The sections a query keeps: every word of it in the section's number, title or text. */
function filterSections(sections: Entry[], query: string): Entry[] {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (!words.length) return sections;
  return sections.filter((s) => {
    const hay = fold(`${s.key} ${s.title} ${s.text}`);
    return words.every((w) => hay.includes(w));
  });
}

/** Scroll a section of the panel into view and put focus on its heading; false when it is not shown. */
function focusSection(root: HTMLElement | null, section: string): boolean {
  const target = root?.querySelector<HTMLElement>(`[data-section="${CSS.escape(section)}"] .rules-heading`);
  if (!target) return false;
  target.scrollIntoView({ block: 'nearest' });
  target.focus();
  return true;
}

export function RulesPanel({
  slug,
  at,
  onToggle,
  Legend,
}: {
  slug: string;
  at: { section: string | null; n: number } | null;
  onToggle: (open: boolean) => void;
  /** The game's own legend (its icons and marks), after the table's. */
  Legend?: ComponentType;
}) {
  const { t } = useTranslation();
  const data = useSections(slug);
  // A section as the game cites it: "§12" by default, or the reference's own form ("p.{{n}}" for a game cited by page).
  const sectionLabel = (n: string): string => (data?.label ? data.label.replace('{{n}}', n) : t('table.rules.section', { n }));
  const ref = useRef<HTMLDetailsElement>(null);
  const [query, setQuery] = useState('');
  const filterId = useId();
  const shown = useMemo(() => (data ? filterSections(data.sections, query) : []), [data, query]);
  const filtering = query.trim() !== '';
  // The citation last brought into view: a filter that hides its section is cleared once, for it.
  const handled = useRef<number | null>(null);
  const goTo = (section: string): boolean => focusSection(ref.current, section);
  // Opened at a section: scroll to it and put focus on its heading.
  useEffect(() => {
    if (!at || !ref.current || !data || handled.current === at.n) return;
    ref.current.open = true;
    if (!at.section || focusSection(ref.current, at.section)) handled.current = at.n;
    else if (filtering && data.sections.some((s) => s.key === at.section)) setQuery('');
    else handled.current = at.n;
  }, [at, data, filtering]);
  return (
    <details
      className="panel rules-panel"
      ref={ref}
      data-testid="rules-panel"
      onToggle={(e) => {
        const open = (e.currentTarget as HTMLDetailsElement).open;
        if (open !== (at !== null)) onToggle(open);
      }}
    >
      <summary>
        <h2>{t('table.rules.title')}</h2>
      </summary>
      {data && data.sections.length === 0 && <p className="muted small">{t('table.rules.none')}</p>}
      {data?.intro && <p className="small">{data.intro}</p>}
      {data && data.sections.length > 0 && (
        <>
          <div className="rules-filter">
            <label htmlFor={filterId} className="small">
              {t('table.rules.filter')}
            </label>
            <input
              id={filterId}
              type="search"
              value={query}
              onChange={(e) => setQuery(e.target.value)}
              placeholder={t('table.rules.filterPlaceholder')}
              autoComplete="off"
              data-testid="rules-filter"
            />
            <p role="status" className="small muted" data-testid="rules-matches">
              {filtering ? (shown.length ? t('table.rules.matches', { count: shown.length }) : t('table.rules.noMatch')) : ''}
            </p>
          </div>
          {shown.length > 0 && (
            <nav aria-label={t('table.rules.contents')} className="rules-toc small" data-testid="rules-toc">
              <ol>
                {shown
                  .filter((s) => filtering || s.depth <= 1)
                  .map((s) => (
                    <li key={s.key} className={`depth-${Math.min(s.depth, 2)}`}>
                      <button type="button" className="btn link" onClick={() => goTo(s.key)}>
                        {sectionLabel(s.key)} {s.title}
                      </button>
                    </li>
                  ))}
              </ol>
            </nav>
          )}
        </>
      )}
      {shown.map((s) => {
        // Headings nest with the sections (h3, h4, h5); a filtered list is flat, so its headings are all h3.
        const H = filtering || s.depth === 0 ? 'h3' : s.depth === 1 ? 'h4' : 'h5';
        return (
          <section key={s.key} data-section={s.key} className={`rules-section depth-${Math.min(s.depth, 3)}${at?.section === s.key ? ' current' : ''}`}>
            <H tabIndex={-1} className="rules-heading">
              {sectionLabel(s.key)} {s.title}
            </H>
            <p className="small">{s.text}</p>
          </section>
        );
      })}
      <h3>{t('table.legend.title')}</h3>
      <dl className="legend small" data-testid="icon-legend">
        <dt>
          <span className="flag seat-colors-0" aria-hidden>
            1
          </span>
        </dt>
        <dd>{t('table.legend.flag')}</dd>
        <dt>
          <span className="legend-dot on" aria-hidden />
        </dt>
        <dd>{t('table.legend.online')}</dd>
        <dt>
          <span className="badge turn">{t('seats.toMove')}</span>
        </dt>
        <dd>{t('table.legend.toMove')}</dd>
        <dt>
          <span className="badge bot">{t('seats.botBadge')}</span>
        </dt>
        <dd>{t('table.legend.bot')}</dd>
        <dt>§</dt>
        <dd>{t('table.legend.section')}</dd>
      </dl>
      {Legend && (
        <>
          <h3>{t('table.legend.game')}</h3>
          <Legend />
        </>
      )}
    </details>
  );
}

/** The game's card reference in the side panel, drawn only once opened (it lists every card of the game). */
export function CardsPanel({ Cards }: { Cards: ComponentType }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <details className="panel rules-panel cards-panel" data-testid="cards-panel" onToggle={(e) => setOpen((e.currentTarget as HTMLDetailsElement).open)}>
      <summary>
        <h2>{t('table.cards.title')}</h2>
      </summary>
      {open && <Cards />}
    </details>
  );
}
