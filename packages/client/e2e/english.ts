/**
 * Finding English on a page meant to be Spanish: every piece of text of the English catalogues
 * (src/i18n/locales/en, split around their {{placeholders}} and <tags>) is looked for, as whole words,
 * in the page's text nodes, its title, aria-label, placeholder, alt and value attributes, and the
 * document title. A piece that the Spanish catalogues also use (a name, "Bot", "pts") is not English;
 * nor is text inside an element marked lang="en" (the server's own words, shown as a detail).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';

const LOCALES = path.resolve(__dirname, '../src/i18n/locales');

/** Same in both languages, though the Spanish catalogues do not happen to contain them. */
const SAME_IN_BOTH = ['Quarterdeck', 'OK', 'Chat'];

function strings(lng: string): string[] {
  const out: string[] = [];
  const walk = (v: unknown) => {
    if (typeof v === 'string') out.push(v);
    else if (v && typeof v === 'object') Object.values(v).forEach(walk);
  };
  for (const f of fs.readdirSync(path.join(LOCALES, lng)).filter((x) => x.endsWith('.json')))
    walk(JSON.parse(fs.readFileSync(path.join(LOCALES, lng, f), 'utf8')));
  return out;
}

const wordRe = (frag: string) => new RegExp(`(?<![\\p{L}\\p{N}])${frag.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}\\p{N}])`, 'u');

/** The English pieces to look for: at least three letters, and not found in any Spanish string. */
export function englishFragments(): string[] {
  const spanish = strings('es');
  const pieces = new Set<string>();
  for (const s of strings('en'))
    for (const raw of s.split(/\{\{[^}]*\}\}|<\/?\w+\s*\/?>/)) {
      // Trim punctuation and spaces at both ends: "Waiting for " -> "Waiting for", " (you)" -> "(you"... -> "you".
      const piece = raw.replace(/^[\s\p{P}\p{S}\d]+|[\s\p{P}\p{S}\d]+$/gu, '');
      if ((piece.match(/\p{L}/gu) ?? []).length >= 3) pieces.add(piece);
    }
  return [...pieces].filter((p) => !SAME_IN_BOTH.includes(p) && !spanish.some((s) => wordRe(p).test(s))).sort((a, b) => b.length - a.length);
}

/** Every piece of text a reader (or a screen reader) gets from the page, with where it is. */
async function pageTexts(page: Page): Promise<Array<{ where: string; text: string }>> {
  return page.evaluate(() => {
    const out: Array<{ where: string; text: string }> = [{ where: 'document.title', text: document.title }];
    const english = (el: Element | null) => !!el?.closest('[lang]:not(html)') && el.closest('[lang]:not(html)')!.getAttribute('lang')!.startsWith('en');
    const name = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${el.getAttribute('data-testid') ? `[data-testid=${el.getAttribute('data-testid')}]` : ''}`;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const el = n.parentElement;
      if (!el || ['SCRIPT', 'STYLE', 'NOSCRIPT'].includes(el.tagName) || english(el)) continue;
      const text = n.textContent?.trim();
      if (text) out.push({ where: name(el), text });
    }
    for (const el of document.body.querySelectorAll('[title], [aria-label], [placeholder], [alt], input[type=button], input[type=submit]')) {
      if (english(el)) continue;
      for (const a of ['title', 'aria-label', 'placeholder', 'alt', 'value']) {
        const v = el.getAttribute(a);
        if (v && (a !== 'value' || ['button', 'submit'].includes((el as HTMLInputElement).type))) out.push({ where: `${name(el)} @${a}`, text: v });
      }
    }
    return out;
  });
}

/** The English pieces the page shows (empty when it speaks Spanish throughout). */
export async function englishOn(page: Page, fragments: string[]): Promise<string[]> {
  const found: string[] = [];
  const res = fragments.map((f) => [f, wordRe(f)] as const);
  for (const { where, text } of await pageTexts(page)) for (const [f, re] of res) if (re.test(text)) found.push(`${where}: "${f}" in "${text.slice(0, 120)}"`);
  return found;
}
