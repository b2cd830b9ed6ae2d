// The Sight tool's panel: the verdict of the chosen fighter on its target, with the barriers and the
// rules behind it, its shot, and who the fighter sees and is seen by.
import { Suspense, lazy, useLayoutEffect, useMemo, useRef } from 'react';
import { useStore } from '../state/store';
import {
  type LosExplanation,
  type SeenBy,
  type ShotJudgement,
  explainLos,
  shotFacts,
  shotLine,
  shotProblemWords,
  whoSeesWhom,
} from '../engine';
import { barrierLines, losLines, overSmallerWords, verdictWords } from '../../words';
import { tr, type Lang } from '../words/i18n';
import { effectiveScene } from '../state/actions';
import { VERDICT_COLOURS } from '../layout/look';
import { scrollIntoPanel } from '../layout/scroll-into-panel';
import { RuleLink, RuleText } from '../rules/Rules';
import { lt } from '../words/learn-words';
import { pctText } from '../words/format';
import { useT } from '../words/use-t';
import { PhotoTrustWhenPlaced } from '../layout/photo-trust-lazy';

// a Rag'narok unit's shot, loaded with the first Rag'narok sight asked.
const UnitShot = lazy(() => import('../ragnarok/units-lazy').then((m) => ({ default: m.UnitShot })));

export function SightPanel() {
  const t = useT();
  const lang = useStore((s) => s.lang);
  const scene = useStore((s) => s.scene);
  const placement = useStore((s) => s.placement);
  const sel = useStore((s) => s.selection);
  const target = useStore((s) => s.sightTarget);
  const from = sel?.kind === 'fighter' && scene.fighters.some((f) => f.id === sel.id) ? sel.id : null;
  const shown = useMemo(() => effectiveScene(scene, placement), [scene, placement]);
  const ex = useMemo(
    () =>
      from && target && shown.fighters.some((f) => f.id === target) ? explainLos(scene, from, target, placement) : null,
    [scene, placement, from, target, shown],
  );
  const who = useMemo(() => (from ? whoSeesWhom(scene, from, placement) : null), [scene, placement, from]);
  const shot = useMemo(
    () => (ex && from && target ? shotFacts(scene, from, target, placement) : null),
    [ex, scene, placement, from, target],
  );
  return (
    <>
      {!from && <p className="muted card">{t('sight.pick')}</p>}
      {from && !target && <p className="muted card">{t('sight.pickTarget')}</p>}
      {ex && <VerdictCard ex={ex} shot={shot} lang={lang} />}
      {who && from && (
        <WhoSeesWhom who={who} from={from} target={target} lang={lang} ragnarok={scene.ruleset === 'ragnarok'} />
      )}
    </>
  );
}

/** One fighter's sight of another: the verdict, how much shows, the shot, the barriers and the rules. */
function VerdictCard({ ex, shot, lang }: { ex: LosExplanation; shot: ShotJudgement | null; lang: Lang }) {
  const t = useT();
  const ref = useRef<HTMLElement>(null);
  // A new pair's verdict opens from its top, whatever the panel's scroll was.
  useLayoutEffect(() => scrollIntoPanel(ref.current), [ex.from.id, ex.to.id]);
  // Rag'narok: seen or not seen; an obstacle between the bases is interference.
  const ragnarok = ex.sight.method === 'base-to-base';
  return (
    <section
      ref={ref}
      className="card verdict-card"
      data-testid="verdict-card"
      data-los={ex.los}
      data-from={ex.from.id}
      data-to={ex.to.id}
      data-method={ex.sight.method ?? 'sight-to-base'}
    >
      <h3>
        <span className="pill" style={{ background: VERDICT_COLOURS[ex.los] }} data-testid="verdict">
          {t(ragnarok && ex.los === 'partial' ? 'short.interference' : `short.${ex.los}`)}
        </span>{' '}
        {ex.from.id} {verdictWords(lang, ex.los, ragnarok)} {ex.to.id}
      </h3>
      {/* Issue 35: whether the verdict holds within the photo's measured uncertainty. */}
      <PhotoTrustWhenPlaced first={ex.from.id} second={ex.to.id} />
      {ex.sight.method === 'base-to-base' ? (
        // asks whether one free line joins the bases, not how much of the target shows.
        <p data-testid="free-line">
          <RuleText text={lt(lang, ex.sight.witness ? 'sight.freeLine' : 'sight.noFreeLine')} />
        </p>
      ) : (
        <p data-testid="visible-pct" className="big">
          {overSmallerWords(ex, lang) ?? `${pctText(lang, ex.visibleFraction)} ${t('sight.visible')}`}
        </p>
      )}
      {shot && (
        // R-9 the shooter's band and difficulty, and why it may not shoot.
        <p
          data-testid="shot-line"
          data-legal={shot.legal}
          data-band={shot.band ?? ''}
          data-difficulty={shot.difficulty ?? ''}
        >
          <RuleText text={shotLine(shot)[lang]} />
          {shot.problems.map((p) => (
            <span key={p.code} className="bad">
              {' '}
              <RuleText text={shotProblemWords(p, shot)[lang]} />
            </span>
          ))}
        </p>
      )}
      {ragnarok && (
        <Suspense fallback={null}>
          <UnitShot from={ex.from.id} to={ex.to.id} />
        </Suspense>
      )}
      <h4>{t('sight.barriers')}</h4>
      {ex.sight.blockers.length === 0 ? (
        <p className="muted">{t('sight.none')}</p>
      ) : (
        <ul data-testid="barriers">
          {barrierLines(ex, lang).map((b) => (
            <li key={b.id} className={b.tallEnough ? 'block' : 'hinder'}>
              {b.text}
            </li>
          ))}
        </ul>
      )}
      <h4>{t('sight.rules')}</h4>
      <ul data-testid="reasons" className="reasons">
        {losLines(ex, lang).map((r, i) => (
          <li key={i}>
            <RuleLink id={r.rule} /> <RuleText text={r.text} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Whom the chosen fighter sees and who sees it, each a button that makes it the target. */
function WhoSeesWhom({
  who,
  from,
  target,
  lang,
  ragnarok,
}: {
  who: { sees: SeenBy[]; seenBy: SeenBy[] };
  from: string;
  target: string | null;
  lang: Lang;
  ragnarok: boolean;
}) {
  const t = useT();
  return (
    <section className="card" data-testid="who-sees-whom">
      <h3>
        {t('sight.who')}: {from}
      </h3>
      <table className="who">
        <thead>
          <tr>
            <th />
            <th>
              {from} {t('sight.sees')}
            </th>
            <th>{t('sight.seenBy')}</th>
          </tr>
        </thead>
        <tbody>
          {who.sees.map((s, i) => {
            const back = who.seenBy[i];
            return (
              <tr
                key={s.id}
                data-testid={`who-${s.id}`}
                data-sees={s.los}
                data-seen-by={back.los}
                className={s.id === target ? 'on' : ''}
              >
                <td>
                  <button className="link" onClick={() => useStore.getState().setSightTarget(s.id)}>
                    {s.id}
                  </button>
                </td>
                <td>
                  <Verdict v={s.los} lang={lang} f={s.visibleFraction} ragnarok={ragnarok} />
                </td>
                <td>
                  <Verdict v={back.los} lang={lang} f={back.visibleFraction} ragnarok={ragnarok} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}

function Verdict({
  v,
  lang,
  f,
  ragnarok,
}: {
  v: 'full' | 'partial' | 'none';
  lang: Lang;
  f: number;
  ragnarok: boolean;
}) {
  // Rag'narok: no partial sight, an obstacle between the bases is interference.
  if (ragnarok && v === 'partial')
    return (
      <span className="v">
        <i className="dot" style={{ background: VERDICT_COLOURS[v] }} />
        {tr(lang, 'short.interference')}
      </span>
    );
  return (
    <span className="v">
      <i className="dot" style={{ background: VERDICT_COLOURS[v] }} />
      {tr(lang, `short.${v}`)}
      {/* A partial verdict with no unblocked direction is hindered, not "0%". */}
      {v === 'partial' && f > 0 ? ` ${pctText(lang, f, 0)}` : ''}
    </span>
  );
}
