/**
 * The decision in front of the viewer, with exactly the legal answers the rules offer (the game's own
 * enumerate, conversionOptions, researchOptions, constructionOptions, placementProblem, concessionProblem):
 * the start, the events to play [9.13], the three secret economic orders with their effect previewed [13.11],
 * diplomatic placements built by clicking the map [24.5], the other diplomatic decisions [16.16, 24.83, 25.42],
 * the crisis [27], the pact and its concessions [31], declarations [32.8] and the final research [33.2].
 * Where a choice is refused, the rule that refuses it is named.
 */
import { useState } from 'react';
import type { GameT } from '../../i18n/games';
import { useCitationLinks } from '../../table/citations';
import { useFormat } from '../../i18n/format';
import {
  AGGRESSIONS,
  PACT_TERRITORIES,
  concessionProblem,
  checksCompulsory,
  compulsoryProblem,
  constructionOptions,
  conversionCost,
  constructionRefusals,
  conversionOptions,
  enumerate,
  industrialProblem,
  legalAggressions,
  placementOptions,
  placementProblem,
  powersToAnswer,
  researchOptions,
  researchRefusals,
  resistance,
  spendable,
  type AggressionId,
  type Conversion,
  type ConstructionOrder,
  type CountryId,
  type GState,
  type Placement,
  type Power,
  type Reason,
  type RefusedChoice,
} from './engine';
import { aggressionName, eventText, idName, powerName, privateOf, refusalText, trackName, type View } from './model';

type Act = (name: string, ...args: unknown[]) => Promise<boolean>;
type Action = { move: string; args: unknown[] };

interface P {
  G: View;
  seat: number;
  t: GameT;
  busy: boolean;
  act: Act;
}

/**
 * Why a choice is refused: the rules' coded refusal in the reader's language (rules/no.ts, the catalogue's
 * `refusals.<code>`), its citation a link to the section.
 */
function Why({ reason, t }: { reason: Reason | undefined; t: GameT }) {
  const cite = useCitationLinks();
  if (!reason) return null;
  return (
    <span className="gs-why small" data-testid="why" data-code={typeof reason === 'string' ? undefined : reason.code}>
      {cite(refusalText(t, reason))}
    </span>
  );
}

/** A refusal the table words itself. */
function Note({ text }: { text: string }) {
  return (
    <span className="gs-why small" data-testid="why">
      {text}
    </span>
  );
}

/** One answer among the legal ones, worded. */
function actionLabel(G: View, t: GameT, a: Action): string {
  const [p, x] = a.args as [Power, unknown];
  switch (a.move) {
    case 'begin':
      return t('act.begin');
    case 'placeSpy': {
      const target = x as { country?: CountryId; alliance?: string; category?: string };
      return target.country
        ? t('act.spyCountry', { country: idName(t, target.country) })
        : t('act.spyResearch', { alliance: idName(t, target.alliance!), category: t(`category.${target.category}`) });
    }
    case 'removeFlag':
      return t('act.removeFlag', { power: powerName(t, String(x)) });
    case 'partyPurge':
      return t(`act.partyPurge.${String(x)}`);
    case 'greekRebels':
      return t(x ? 'act.greekRebels.yes' : 'act.greekRebels.no');
    case 'threatTarget':
      return t('act.threat', { country: idName(t, String(x)) });
    case 'covertOp':
      return x ? t('act.covert', { country: idName(t, String(x)) }) : t('act.pass');
    case 'counterIntel':
      return t(x ? 'act.counterIntel.yes' : 'act.counterIntel.no');
    case 'subvert':
      return (x as string[]).length ? t('act.subvert', { list: (x as string[]).map((c) => idName(t, c)).join(', ') }) : t('act.pass');
    case 'eliminateNetwork': {
      if (x === null) return t('act.pass');
      const n = G.spyNetworks[x as number];
      return t('act.eliminate', { where: n?.country ? idName(t, n.country) : n ? idName(t, `${n.on}:${n.category}`) : '' });
    }
    case 'announce':
      return x ? t('act.announce', { aggression: aggressionName(t, String(x)) }) : t('act.noAggression');
    case 'respond':
      return t(x ? 'act.respond.threaten' : 'act.respond.accept');
    case 'offerPact':
      return t(x ? 'act.offerPact.yes' : 'act.offerPact.no');
    case 'axisResponse':
      return t(x ? 'act.axisResponse.continue' : 'act.axisResponse.backDown');
    case 'ultimatum':
      return t(x ? 'act.ultimatum.yes' : 'act.ultimatum.no');
    case 'brink':
      return t(x ? 'act.brink.attack' : 'act.brink.backDown');
    case 'polandChoice':
      return t(`act.poland.${String(x)}`);
    case 'declare':
      return x ? t('act.declare', { target: x === 'allies' ? t('alliance.ALLIES') : idName(t, String(x)) }) : t('act.noDeclaration');
    case 'finalResearch': {
      const o = x as { general: string[]; intel?: string; advanced?: string };
      const all = [...o.general, ...(o.intel ? [o.intel] : []), ...(o.advanced ? [o.advanced] : [])];
      return all.length ? t('act.finalResearch', { list: all.map((k) => trackName(t, k)).join(', ') }) : t('act.noResearch');
    }
    case 'transferTiles':
      return t('act.transfer', { count: Number(x), to: powerName(t, p === 'GBR' ? 'FRA' : 'GBR') });
    case 'concede':
      return t('act.concede', { list: (x as string[]).map((id) => t(`territory.${id}`)).join(', ') });
    default:
      return t('act.other');
  }
}

function PowerTitle({ p, t, what }: { p: Power; t: GameT; what: string }) {
  return (
    <h3 className="gs-prompt-title">
      {what} <span className="muted">{powerName(t, p)}</span>
    </h3>
  );
}

/** Answers listed from the rules' enumeration, one button each. */
function Choices({ G, t, busy, act, actions, testid = 'choice' }: { G: View; t: GameT; busy: boolean; act: Act; actions: Action[]; testid?: string }) {
  return (
    <div className="gs-choices">
      {actions.map((a, i) => (
        <button
          key={i}
          type="button"
          className={`btn small${i === 0 ? '' : ' secondary'}`}
          disabled={busy}
          data-testid={testid}
          onClick={() => void act(a.move, ...a.args)}
        >
          {actionLabel(G, t, a)}
        </button>
      ))}
    </div>
  );
}

// ------------------------------------------------------------------ random events [9.13]

function ChooseEvents({ G, seat, t, busy, act, p }: P & { p: Power }) {
  const hand = privateOf(G, seat)?.powers[p]?.hand ?? [];
  const [chosen, setChosen] = useState<number[]>(() => hand.map((h) => h.card));
  return (
    <div className="gs-prompt" data-testid="choose-events">
      <PowerTitle p={p} t={t} what={t('prompt.chooseEvents')} />
      <p className="small muted">{t('help.chooseEvents')}</p>
      {hand.map((h) => (
        <label key={h.card} className="gs-check">
          <input
            type="checkbox"
            checked={chosen.includes(h.card)}
            onChange={(e) => setChosen((c) => (e.target.checked ? [...c, h.card] : c.filter((x) => x !== h.card)))}
          />{' '}
          {eventText(t, `${h.card}.${p}`)}
        </label>
      ))}
      {chosen.length === 0 && <Note text={t('why.oneEvent')} />}
      <button
        type="button"
        className="btn brass"
        disabled={busy || chosen.length === 0}
        data-testid="commit"
        onClick={() => void act('chooseEvents', p, chosen)}
      >
        {t('commit.events', { count: chosen.length })}
      </button>
    </div>
  );
}

/** What the power cannot order now, one line per reason, with the things it refuses [15, 18, 19, 29.33E]. */
function Refused({ t, p, refusals }: { t: GameT; p: Power; refusals: RefusedChoice[] }) {
  const f = useFormat();
  if (!refusals.length) return null;
  const name = (r: RefusedChoice) =>
    r.kind === 'nothing' ? t('refused.nothing') : r.kind === 'track' ? trackName(t, r.id) : t(`word.${r.id}`, { defaultValue: r.id });
  // One line per refusal: the same code with the same parameters words the same.
  const byReason = new Map<string, { reason: Reason; rs: RefusedChoice[] }>();
  for (const r of refusals) {
    const key = `${r.reason.code} ${JSON.stringify(r.reason.params ?? {})}`;
    byReason.set(key, { reason: r.reason, rs: [...(byReason.get(key)?.rs ?? []), r] });
  }
  return (
    <details className="gs-refused-list" data-testid="refused" data-power={p} open={refusals.some((r) => r.kind === 'nothing')}>
      <summary className="small">{t('refused.title')}</summary>
      {[...byReason.entries()].map(([key, { reason, rs }]) => (
        <p key={key} className="small gs-refused" data-testid="refused-line" data-ids={rs.map((r) => r.id).join(' ')}>
          {f.list(rs.map(name))}: <Why t={t} reason={reason} />
        </p>
      ))}
    </details>
  );
}

// ------------------------------------------------------------------ economic orders [13.11]

function conversionLabel(t: GameT, c: Conversion | null): string {
  if (!c) return t('order.noConversion');
  const mix = c.mix
    ? Object.entries(c.mix)
        .filter(([, n]) => n)
        .map(([u, n]) => `${t(`word.${u === 'naval' ? 'shipyard' : u}`)} ${n}`)
        .join(', ')
    : '';
  return mix ? t('order.conversionMix', { kind: t(`word.${c.kind}`), mix }) : t(`word.${c.kind}`);
}

function Industrial({ G, t, busy, act, p }: P & { p: Power }) {
  const GS = G as unknown as GState;
  const options = conversionOptions(GS, p);
  const [i, setI] = useState(0);
  const have = spendable(GS, p);
  const chosen = options[i] ?? null;
  const cost = chosen ? conversionCost(GS, p, chosen.kind) : 0;
  const refused = (['idleToCivil', 'idleToMilitary', 'civilToMilitary'] as const)
    .filter((k) => !options.some((o) => o?.kind === k))
    .map((k) => ({ k, reason: industrialProblem(GS, p, { kind: k, ...(k === 'idleToCivil' ? {} : { mix: { infantry: 1 } }) }) }));
  return (
    <div className="gs-prompt" data-testid="industrial">
      <PowerTitle p={p} t={t} what={t('prompt.industrial')} />
      <p className="small muted">
        {t('help.industrial')} {t('help.secretOrders')}
      </p>
      <fieldset className="gs-options">
        {options.map((o, k) => (
          <label key={k} className="gs-check">
            <input type="radio" name={`conv-${p}`} checked={i === k} onChange={() => setI(k)} data-testid="option" /> {conversionLabel(t, o)}
            {o && <span className="muted small"> · {t('order.cost', { count: conversionCost(GS, p, o.kind) })}</span>}
          </label>
        ))}
      </fieldset>
      {refused.map(({ k, reason }) => (
        <p key={k} className="small gs-refused">
          {t(`word.${k}`)}: {reason ? <Why t={t} reason={reason} /> : <Note text={t('why.mix')} />}
        </p>
      ))}
      <p className="gs-preview small" data-testid="preview">
        {t('preview.tiles', { have, cost, left: have - cost })}
      </p>
      <button type="button" className="btn brass" disabled={busy} data-testid="commit" onClick={() => void act('convert', p, chosen)}>
        {t('commit.order')}
      </button>
    </div>
  );
}

function researchLabel(t: GameT, o: { rps: string[]; intel?: string; advanced?: string; ams: number[] }): string {
  const all = [...o.rps, ...(o.intel ? [o.intel] : []), ...(o.advanced ? [o.advanced] : [])];
  return all.length ? all.map((k) => trackName(t, k)).join(', ') : t('order.noResearch');
}

function Research({ G, t, busy, act, p }: P & { p: Power }) {
  const GS = G as unknown as GState;
  const options = researchOptions(GS, p);
  const [i, setI] = useState(0);
  const chosen = options[i] ?? { ams: [], rps: [] };
  const ps = G.powers[p];
  return (
    <div className="gs-prompt" data-testid="research">
      <PowerTitle p={p} t={t} what={t('prompt.research')} />
      <p className="small muted">{t('help.research')}</p>
      <fieldset className="gs-options">
        {options.map((o, k) => (
          <label key={k} className="gs-check">
            <input type="radio" name={`res-${p}`} checked={i === k} onChange={() => setI(k)} data-testid="option" /> {researchLabel(t, o)}
            {o.ams.length > 0 && <span className="muted small"> · {t('order.ams', { list: o.ams.map((a) => ps.ams[a]?.v).join('+') })}</span>}
          </label>
        ))}
      </fieldset>
      <Refused t={t} p={p} refusals={researchRefusals(GS, p)} />
      <p className="gs-preview small" data-testid="preview">
        {t('preview.research', { count: chosen.rps.length + (chosen.intel ? 1 : 0) + (chosen.advanced ? 1 : 0), ams: chosen.ams.length })}
      </p>
      <button type="button" className="btn brass" disabled={busy} data-testid="commit" onClick={() => void act('research', p, chosen)}>
        {t('commit.order')}
      </button>
    </div>
  );
}

function constructionLabel(G: View, t: GameT, p: Power, o: ConstructionOrder): string {
  const parts: string[] = [];
  for (const u of ['armor', 'infantry', 'air'] as const) if (o.units[u]) parts.push(`${t(`word.${u}`)} ${o.units[u]}`);
  for (const s of o.ships)
    parts.push(
      s.start
        ? t('order.startShip', { ship: t(`word.${s.start}`) })
        : t('order.continueShip', { ship: t(`word.${G.powers[p].ships[s.ship ?? 0]?.kind ?? 'BB3'}`) }),
    );
  if (o.eventShift) parts.push(t('order.shift'));
  return parts.length ? parts.join(', ') : t('order.noConstruction');
}

function Construction({ G, seat, t, busy, act, p }: P & { p: Power }) {
  const GS = G as unknown as GState;
  const conv = privateOf(G, seat)?.powers[p]?.conversion ?? null;
  const options = constructionOptions(GS, p, conv);
  const [i, setI] = useState(0);
  const chosen = options[i] ?? { units: { armor: 0, infantry: 0, air: 0 }, unitAms: [], ships: [] };
  const ps = G.powers[p];
  const ams = [...chosen.unitAms, ...chosen.ships.flatMap((s) => s.ams)];
  return (
    <div className="gs-prompt" data-testid="construction">
      <PowerTitle p={p} t={t} what={t('prompt.construction')} />
      <p className="small muted">{t('help.construction')}</p>
      <fieldset className="gs-options">
        {options.map((o, k) => (
          <label key={k} className="gs-check">
            <input type="radio" name={`con-${p}`} checked={i === k} onChange={() => setI(k)} data-testid="option" /> {constructionLabel(G, t, p, o)}
          </label>
        ))}
      </fieldset>
      {Object.values(ps.reserve).every((n) => n === 0) && <p className="small muted">{t('help.noReserve')}</p>}
      <Refused t={t} p={p} refusals={constructionRefusals(GS, p, conv)} />
      <p className="gs-preview small" data-testid="preview">
        {t('preview.construction', { ams: ams.map((a) => ps.ams[a]?.v).join('+') || '0' })}
      </p>
      <button type="button" className="btn brass" disabled={busy} data-testid="commit" onClick={() => void act('construct', p, chosen)}>
        {t('commit.order')}
      </button>
    </div>
  );
}

// ------------------------------------------------------------------ diplomatic placement [24.5]

const EMPTY: Placement = { dip: [], mil: [] };

function PlacePrompt({ G, t, busy, act, p, picked, clear }: P & { p: Power; picked: CountryId | null; clear: () => void }) {
  const GS = G as unknown as GState;
  const f = useFormat();
  const round = G.diplomacy.round!;
  const [draft, setDraft] = useState<Placement>(EMPTY);
  const ps = G.powers[p];
  const used = new Set<number>([...ps.amUsed, ...draft.dip.map((d) => d.am)]);
  const free = ps.ams.map((a, i) => ({ a, i })).filter(({ a, i }) => a.use === 'any' && !used.has(i));
  const values = [...new Map(free.map(({ a, i }) => [a.v, i] as const)).entries()].sort((x, y) => y[0] - x[0]);
  const last = checksCompulsory(round, p);
  const problem = (pl: Placement) => placementProblem(GS, p, round, pl) ?? (last ? compulsoryProblem(GS, p, pl) : undefined);
  const whole = problem(draft);
  const suggestions = placementOptions(GS, p).slice(0, 6);
  const tryDip = (c: CountryId, am: number): Placement => ({ ...draft, dip: [...draft.dip, { country: c, am }] });
  const tryMil = (c: CountryId): Placement => {
    const v1 = free.find(({ a }) => a.v === 1)?.i;
    const plain = { ...draft, mil: [...draft.mil, { country: c }] };
    if (placementProblem(GS, p, round, plain) === undefined || v1 === undefined) return plain;
    return { ...draft, mil: [...draft.mil, { country: c, am: v1 }] };
  };
  const describe = (pl: Placement) => [
    ...pl.dip.map((d) => t('place.dip', { country: idName(t, d.country), value: ps.ams[d.am]?.v })),
    ...pl.mil.map((m) => t('place.mil', { country: idName(t, m.country) })),
    ...(pl.bonus ? [t('place.bonus', { country: idName(t, pl.bonus) })] : []),
    ...(pl.ak ? [t('place.ak')] : []),
  ];
  const akOffered = p === 'GER' && round === 'D1' && G.pact.status === 'never';
  return (
    <div className="gs-prompt" data-testid="place">
      <PowerTitle p={p} t={t} what={t('prompt.place')} />
      <p className="small muted">{t('help.place', { round: t(`round.${round}`) })}</p>
      {picked ? (
        <div className="gs-picked" data-testid="picked" data-country={picked}>
          <b>{idName(t, picked)}</b>
          <div className="gs-choices">
            {values.map(([v, i]) => {
              const pl = tryDip(picked, i);
              const why = placementProblem(GS, p, round, pl);
              return (
                <span key={v} className="gs-opt">
                  <button type="button" className="btn small" disabled={busy || !!why} data-testid="add-dip" onClick={() => (setDraft(pl), clear())}>
                    {t('place.addDip', { value: v })}
                  </button>
                  {why && <Why t={t} reason={why} />}
                </span>
              );
            })}
            {values.length === 0 && <Note text={t('why.noAm')} />}
            {round !== 'D4' &&
              (() => {
                const pl = tryMil(picked);
                const why = placementProblem(GS, p, round, pl);
                return (
                  <span className="gs-opt">
                    <button
                      type="button"
                      className="btn small secondary"
                      disabled={busy || !!why}
                      data-testid="add-mil"
                      onClick={() => (setDraft(pl), clear())}
                    >
                      {t('place.addMil')}
                    </button>
                    {why && <Why t={t} reason={why} />}
                  </span>
                );
              })()}
            {G.diplomacy.bonus.includes(p) &&
              !draft.bonus &&
              (() => {
                const pl = { ...draft, bonus: picked };
                const why = placementProblem(GS, p, round, pl);
                return (
                  <span className="gs-opt">
                    <button type="button" className="btn small secondary" disabled={busy || !!why} onClick={() => (setDraft(pl), clear())}>
                      {t('place.addBonus')}
                    </button>
                    {why && <Why t={t} reason={why} />}
                  </span>
                );
              })()}
          </div>
        </div>
      ) : (
        <p className="small gs-hint" data-testid="pick-hint">
          {t('place.pick')}
        </p>
      )}
      {akOffered && (
        <label className="gs-check">
          <input type="checkbox" checked={!!draft.ak} onChange={(e) => setDraft((d) => ({ ...d, ak: e.target.checked || undefined }))} /> {t('place.akToggle')}
        </label>
      )}
      <div className="gs-draft" data-testid="draft">
        {describe(draft).length ? (
          <>
            <span className="small">{t('place.draft', { list: f.list(describe(draft)) })}</span>{' '}
            <button type="button" className="btn link small" onClick={() => setDraft(EMPTY)}>
              {t('place.clear')}
            </button>
          </>
        ) : (
          <span className="small muted">{t('place.none')}</span>
        )}
      </div>
      {whole && <Why t={t} reason={whole} />}
      <button
        type="button"
        className="btn brass"
        disabled={busy || !!whole}
        data-testid="commit"
        onClick={() => void act('placeMarkers', p, draft).then((ok) => ok && setDraft(EMPTY))}
      >
        {describe(draft).length ? t('commit.place') : t('commit.placeNothing')}
      </button>
      {suggestions.length > 0 && (
        <details className="gs-suggest">
          <summary className="small">{t('place.suggestions')}</summary>
          <div className="gs-choices">
            {suggestions.map((s, i) => (
              <button key={i} type="button" className="btn small secondary" disabled={busy} onClick={() => setDraft(s)}>
                {describe(s).join(', ') || t('place.none')}
              </button>
            ))}
          </div>
        </details>
      )}
    </div>
  );
}

// ------------------------------------------------------------------ the pact's concessions [31.4]

function Concede({ G, t, busy, act, p }: P & { p: Power }) {
  const level = G.pactLevel ?? 0;
  const target = (G.crisis.pactTarget ?? null) as AggressionId | null;
  const [taken, setTaken] = useState<string[]>([]);
  const problem = concessionProblem(level, target, taken as never);
  const sum = taken.reduce((s, id) => s + (PACT_TERRITORIES.find((r) => r.id === id)?.value ?? 0), 0);
  return (
    <div className="gs-prompt" data-testid="concede">
      <PowerTitle p={p} t={t} what={t('prompt.concede')} />
      <p className="small muted">{t('help.concede', { level })}</p>
      {PACT_TERRITORIES.map((r) => (
        <label key={r.id} className="gs-check">
          <input
            type="checkbox"
            checked={taken.includes(r.id)}
            onChange={(e) => setTaken((x) => (e.target.checked ? [...x, r.id] : x.filter((y) => y !== r.id)))}
          />{' '}
          {t(`territory.${r.id}`)} <span className="muted small">{r.value}</span>
        </label>
      ))}
      <p className="gs-preview small">{t('preview.concede', { sum, level })}</p>
      {problem && <Why t={t} reason={problem} />}
      <button type="button" className="btn brass" disabled={busy || !!problem} data-testid="commit" onClick={() => void act('concede', p, taken)}>
        {t('commit.concede')}
      </button>
    </div>
  );
}

// ------------------------------------------------------------------ the crisis: announcements [27.1]

function Announce({ G, seat, t, busy, act, p }: P & { p: Power }) {
  const GS = G as unknown as GState;
  const legal = legalAggressions(GS, p);
  const mineAll = AGGRESSIONS.filter((a) => a.by === p && !G.aggressions.some((x) => x.id === a.id));
  const actions = enumerate(GS, String(seat)).filter((a) => a.move === 'announce' && a.args[0] === p);
  return (
    <div className="gs-prompt" data-testid="announce">
      <PowerTitle p={p} t={t} what={t('prompt.announce')} />
      <p className="small muted">{t('help.announce')}</p>
      <ul className="gs-aggr-list small">
        {legal.map((id) => (
          <li key={id}>
            {aggressionName(t, id)}: {t('announce.resistance', { n: resistance(GS, id) })}
          </li>
        ))}
        {mineAll
          .filter((a) => !legal.includes(a.id))
          .map((a) => (
            <li key={a.id} className="muted">
              {aggressionName(t, a.id)}: <Note text={t('why.aggression')} />
            </li>
          ))}
      </ul>
      <Choices G={G} t={t} busy={busy} act={act} actions={actions} />
    </div>
  );
}

// ------------------------------------------------------------------ the decision in front of the seat

export function Decision(props: P & { picked: CountryId | null; clear: () => void }) {
  const { G, seat, t, busy, act } = props;
  const GS = G as unknown as GState;
  const d = G.pending;
  if (!d) return null;
  const mine = powersToAnswer(GS, String(seat));
  const all = enumerate(GS, String(seat));
  const extra = all.filter((a) => a.move === 'transferTiles');
  const simultaneous = d.kind === 'chooseEvents' || d.kind === 'industrial' || d.kind === 'research' || d.kind === 'construction';
  const ps = simultaneous ? mine : mine.slice(0, 1);
  if (d.kind === 'start')
    return (
      <div className="gs-prompt" data-testid="start">
        <p className="small muted">{t('help.start')}</p>
        <Choices G={G} t={t} busy={busy} act={act} actions={all} testid="begin" />
      </div>
    );
  return (
    <>
      {ps.map((p) => {
        const key = `${d.kind}-${p}-${G.turn}`;
        switch (d.kind) {
          case 'chooseEvents':
            return <ChooseEvents key={key} {...props} p={p} />;
          case 'industrial':
            return <Industrial key={key} {...props} p={p} />;
          case 'research':
            return <Research key={key} {...props} p={p} />;
          case 'construction':
            return <Construction key={key} {...props} p={p} />;
          case 'place':
            return <PlacePrompt key={`${key}-${G.diplomacy.round}`} {...props} p={p} />;
          case 'concede':
            return <Concede key={key} {...props} p={p} />;
          case 'announce':
            return <Announce key={key} {...props} p={p} />;
          default:
            return (
              <div className="gs-prompt" data-testid={`decide-${d.kind}`} key={key}>
                <PowerTitle p={p} t={t} what={t(`prompt.${d.kind}`)} />
                <p className="small muted">{t(`help.${d.kind}`)}</p>
                <Choices G={G} t={t} busy={busy} act={act} actions={all.filter((a) => a.args[0] === p && a.move !== 'transferTiles')} />
              </div>
            );
        }
      })}
      {extra.length > 0 && (
        <div className="gs-prompt gs-transfer">
          <p className="small muted">{t('help.transfer')}</p>
          <Choices G={G} t={t} busy={busy} act={act} actions={extra} testid="transfer" />
        </div>
      )}
    </>
  );
}
