/**
 * Citations of the rulebook as links: every place in the log or in a refusal that cites a section opens the
 * table's Rules panel at it. A game says how its texts cite (`BoardModule.citation`: "§9", "[3.2.7.1]",
 * "p.57"); the table provides the linker to everything under it, so a game's own rich log lines link too.
 */
import { createContext, Fragment, useContext, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The default citation, "§12" or "§ 4.2": group 1 is the section's key in the game's `<slug>-rules` catalogue. */
export const SECTION_CITATION = /§\s?(\d+(?:\.\d+)*)/g;

/** A text with every citation of `pattern` (group 1: the section key) turned into a button that opens the rules there. */
export function withSectionLinks(text: string, open: (section: string) => void, pattern: RegExp = SECTION_CITATION): ReactNode {
  const global = pattern.flags.includes('g') ? pattern : new RegExp(pattern.source, `${pattern.flags}g`);
  const parts: ReactNode[] = [];
  let last = 0;
  for (const m of text.matchAll(global)) {
    if (m[1] === undefined) continue;
    parts.push(text.slice(last, m.index));
    parts.push(<SectionLink key={m.index} section={m[1]} label={m[0]} open={open} />);
    last = m.index + m[0].length;
  }
  if (!parts.length) return text;
  parts.push(text.slice(last));
  return parts.map((p, i) => <Fragment key={i}>{p}</Fragment>);
}

/** The accessible name names the citation as it reads ("24.82", "p.25"), so it holds the visible text (WCAG 2.5.3). */
function SectionLink({ section, label, open }: { section: string; label: string; open: (section: string) => void }) {
  const { t } = useTranslation();
  return (
    <button type="button" className="btn link rule-ref" onClick={() => open(section)} aria-label={t('table.rules.open', { n: label })} data-rule={section}>
      {label}
    </button>
  );
}

type Linker = (text: string) => ReactNode;

const CitationContext = createContext<Linker>((text) => text);

/** The table gives its linker (the game's citation pattern, opening its Rules panel) to everything inside it. */
export const CitationProvider = CitationContext.Provider;

/** The citations of a text as links to the rules; outside a table, the text as it is. */
export function useCitationLinks(): Linker {
  return useContext(CitationContext);
}

/** A text with its citations as links, for a game's rich log nodes (a component, so it may sit in any node). */
export function Cited({ text }: { text: string }) {
  const cite = useCitationLinks();
  return <>{cite(text)}</>;
}
