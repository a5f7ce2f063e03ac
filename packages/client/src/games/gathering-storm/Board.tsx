/**
 * The Gathering Storm table: the tracks, the map of Europe, the decision in front of you (its legal answers,
 * and diplomatic markers placed by clicking a country on the map), the reveals of this turn, each power's
 * panel (your own powers first, with their private part), and private messages to the other powers.
 */
import './gs.css';
import { useState } from 'react';
import type { BoardProps } from '../types';
import { useGameT, type GameT } from '../../i18n/games';
import { useFormat } from '../../i18n/format';
import { POWER_IDS, type CountryId, type GState, type Power } from './engine';
import { MapView } from './MapView';
import { Messages } from './Messages';
import { Powers, Tracks } from './Panels';
import { Decision } from './Prompts';
import { aggressionName, idName, powersOf, type View } from './model';

export function GatheringStormBoard({ G, seat, match, myTurn, busy, act, seatName, chat, say }: BoardProps<View>) {
  const t = useGameT(match.game);
  const f = useFormat();
  const [picked, setPicked] = useState<CountryId | null>(null);
  const mine = powersOf(G, seat);
  const placing = myTurn && seat !== null && G.pending?.kind === 'place' && mine.includes(G.waiting[0] as Power);
  const ownerOf = (p: Power) => seatName(G.seatOf[p]);
  const waitingFor = G.waiting.filter((p) => !mine.includes(p));
  return (
    <div
      className="seaboard gs-board"
      data-testid="board"
      data-board="gathering-storm"
      data-turn={G.turn}
      data-step={G.step}
      data-pending={G.pending?.kind ?? 'none'}
      data-over={G.result ? 'yes' : undefined}
    >
      <Tracks G={G} t={t} />
      {G.result && (
        <section className="gs-result" data-testid="result">
          <h3 className="gs-title">{t('result.title')}</h3>
          <p>
            {t('result.line', {
              winner: G.result.winners.length ? f.list(G.result.winners.map((s) => seatName(s))) : t('result.nobody'),
              level: t(`level.${G.result.level}`, { defaultValue: G.result.level }),
              axis: G.result.vp.AXIS,
              allies: G.result.vp.ALLIES,
              russia: G.result.vp.RUSSIA,
            })}
          </p>
        </section>
      )}
      <div className="gs-main">
        <MapView G={G} t={t} mine={mine} pick={placing ? setPicked : undefined} selected={picked} />
        <div className="gs-side">
          {myTurn && seat !== null && !G.result && (
            <section className="gs-decision" data-testid="decision" aria-label={t('decision.title')}>
              <Decision G={G} seat={seat} t={t} busy={busy} act={act} picked={placing ? picked : null} clear={() => setPicked(null)} />
            </section>
          )}
          {!myTurn && G.pending && !G.result && (
            <p className="gs-waiting small" data-testid="waiting">
              {waitingFor.length
                ? t('decision.waitingFor', { powers: f.list(waitingFor.map((p) => t(`power.${p}`))), what: t(`prompt.${G.pending.kind}`) })
                : t('decision.waiting')}
            </p>
          )}
          <Reveals G={G} t={t} />
        </div>
      </div>
      <Powers G={G} t={t} seat={seat} ownerOf={ownerOf} />
      {seat !== null && chat && say && <Messages G={G} t={t} seat={seat} chat={chat} say={say} />}
    </div>
  );
}

/** This turn's public reveals: the public card, revealed events [9.31, 9.41], and the diplomatic results so far [24.81]. */
function Reveals({ G, t }: { G: View; t: GameT }) {
  const f = useFormat();
  const GS = G as unknown as GState;
  const markers = G.diplomacy.markers.filter((m) => m.value !== undefined && m.kind === 'dip');
  return (
    <section className="gs-reveals" data-testid="reveals" aria-label={t('reveals.title')}>
      <h3 className="gs-title">{t('reveals.title')}</h3>
      {G.events.publicCard !== null && <p className="small">{t('reveals.publicCard', { card: G.events.publicCard, climate: GS.climate })}</p>}
      {G.events.revealed.length > 0 && <p className="small">{t('reveals.events', { list: f.list(G.events.revealed.map((id) => idName(t, id))) })}</p>}
      {markers.length > 0 && (
        <p className="small" data-testid="marker-values">
          {t('reveals.markers', { list: f.list(markers.map((m) => `${t(`power.${m.power}`)} ${idName(t, m.country)} ${m.value}`)) })}
        </p>
      )}
      {G.crisis.list.map((c) => (
        <p key={c.id} className="small gs-crisis" data-testid="crisis">
          {t('reveals.crisis', { power: t(`power.${c.by}`), aggression: aggressionName(t, c.id) })}
          {c.threats.length > 0 && ` ${t('reveals.threats', { powers: f.list(c.threats.map((p) => t(`power.${p}`))) })}`}
          {c.outcome && ` ${t(`reveals.outcome.${c.outcome}`)}`}
        </p>
      ))}
      {POWER_IDS.every((p) => !G.revealed?.[p]) && G.events.publicCard === null && <p className="small muted">{t('reveals.none')}</p>}
    </section>
  );
}
