/**
 * Rules help at the table: the game's rules reference (namespace `<slug>-rules`, i18n/catalogues.ts), by the
 * rulebook's sections, opened from the side panel or at a section by any citation in the log or a refusal
 * (citations.tsx); and a legend of what the table's marks mean.
 */
import { useEffect, useRef, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n, loadGameStrings } from '../i18n';
import { hasCatalogue, rulesNamespace } from '../i18n/catalogues';

interface Section {
  title: string;
  text: string;
}

/** The game's sections, in the rulebook's order; null while loading, [] where the game has no reference. */
function useSections(slug: string): { intro: string | null; sections: Array<[string, Section]> } | null {
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
  if (!ready) return null;
  if (!hasCatalogue(ns)) return { intro: null, sections: [] };
  const tree = i18n.getResourceBundle(inst.resolvedLanguage ?? inst.language, ns) as
    { rules?: { intro?: string; sections?: Record<string, Section> } } | undefined;
  const sections = Object.entries(tree?.rules?.sections ?? {}).sort(([a], [b]) => a.localeCompare(b, undefined, { numeric: true }));
  return { intro: tree?.rules?.intro ?? null, sections };
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
  const ref = useRef<HTMLDetailsElement>(null);
  // Opened at a section: scroll to it and put focus on its heading.
  useEffect(() => {
    if (!at || !ref.current || !data) return;
    ref.current.open = true;
    const target = at.section ? ref.current.querySelector<HTMLElement>(`[data-section="${CSS.escape(at.section)}"] h3`) : null;
    if (target) {
      target.scrollIntoView({ block: 'nearest' });
      target.focus();
    }
  }, [at, data]);
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
      {data?.sections.map(([n, sec]) => (
        <section key={n} data-section={n} className={at?.section === n ? 'rules-section current' : 'rules-section'}>
          <h3 tabIndex={-1}>
            {t('table.rules.section', { n })} {sec.title}
          </h3>
          <p className="small">{sec.text}</p>
        </section>
      ))}
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
