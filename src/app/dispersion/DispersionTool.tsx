// The Dispersion tool (R-7.1 ..; Rag'narok ): the side panel (impact, shooter, radius,
// seed, the dice, the fighters hit) here, and the overlay on the table (DispersionOverlay.tsx),
// loaded together when the tool is first opened.
import { useEffect, useMemo, useState } from 'react';
import type { AreaResult, Scene } from '../engine/dispersion';
import { type DispersionState, type Roll, hitsOf, useDispersion, useShooter } from './dispersion-state';
import { type Lang, cm, tr } from '../words/i18n';
import { useStore } from '../state/store';
import { areaWords, diceWords, hitWords, lineOfFireWords } from '../words/zones-words';
import { HIT_COLOURS } from './DispersionOverlay';
import { AreaNoDispersion } from './AreaNoDispersion';
import '../rules/rules-tools.css';

export { DispersionOverlay } from './DispersionOverlay';

function useLang() {
  return useStore((s) => s.lang);
}

/** A d6 face with its pips (and its value for screen readers and tests). */
function Die({ value, testid, label }: { value: number; testid: string; label: string }) {
  const pips: Record<number, number[]> = {
    1: [4],
    2: [0, 8],
    3: [0, 4, 8],
    4: [0, 2, 6, 8],
    5: [0, 2, 4, 6, 8],
    6: [0, 2, 3, 5, 6, 8],
  };
  return (
    <figure className="die-box">
      <div className="die" data-testid={testid} data-value={value} role="img" aria-label={`${label}: ${value}`}>
        {Array.from({ length: 9 }, (_, i) => (
          <i key={i} className={pips[value]?.includes(i) ? 'pip' : ''} />
        ))}
      </div>
      <figcaption>
        {label} <b>{value}</b>
      </figcaption>
    </figure>
  );
}

function NumberField({
  label,
  value,
  step,
  min,
  testid,
  onChange,
}: {
  label: string;
  value: number;
  step: number;
  min: number;
  testid: string;
  onChange: (v: number) => void;
}) {
  const [text, setText] = useState(String(value));
  useEffect(() => {
    if (Number(text) !== value) setText(String(value));
  }, [value]); // eslint-disable-line react-hooks/exhaustive-deps
  return (
    <label>
      {label}{' '}
      <input
        data-testid={testid}
        type="number"
        step={step}
        min={min}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          const n = Number(e.target.value);
          if (e.target.value !== '' && Number.isFinite(n) && n >= min) onChange(n);
        }}
      />
    </label>
  );
}

export function DispersionPanel() {
  const lang = useLang();
  const scene = useStore((s) => s.scene);
  const shooter = useShooter();
  const d = useDispersion();
  const roll = d.roll;
  const hits = useMemo(() => (roll && !d.animating ? hitsOf(scene, roll) : null), [scene, roll, d.animating]);
  return (
    <>
      <DispersionSettings d={d} scene={scene} shooter={shooter} lang={lang} />
      {roll && roll.scatter && <DispersionResult roll={roll} hits={hits} lang={lang} />}
      {scene.ruleset !== 'ragnarok' && <AreaNoDispersion d={d} />}
    </>
  );
}

type SettingsProps = { d: DispersionState; scene: Scene; shooter: string | null; lang: Lang };
type Say = (k: Parameters<typeof tr>[1]) => string;

/** The roll's settings: shooter, initial point, radius (or Rag'narok's weapon area and tests), seed, and the roll button. */
function DispersionSettings({ d, scene, shooter, lang }: SettingsProps) {
  const t: Say = (k) => tr(lang, k);
  const ragnarok = scene.ruleset === 'ragnarok';
  const roll = d.roll;
  const phase = !d.impact ? 'idle' : !roll ? 'ready' : d.animating ? 'rolling' : 'done';
  const s = roll?.scatter;
  return (
    <section
      className="card"
      data-testid="dispersion-panel"
      data-phase={phase}
      data-impact-x={d.impact?.x}
      data-impact-y={d.impact?.y}
      data-final-x={s?.final.x}
      data-final-y={s?.final.y}
      data-seed={s?.seed ?? undefined}
    >
      <h3>
        {t('tool.dispersion')} <span className="rid">{ragnarok ? 'R-7.3' : 'R-7.1, R-7.2'}</span>
      </h3>
      <ShooterLine shooter={shooter} t={t} />
      {d.impact ? (
        <p className="small" data-testid="dispersion-impact">
          {t('disp.impact')}: ({cm(d.impact.x)}, {cm(d.impact.y)})
        </p>
      ) : (
        <p className="muted">{t('disp.pickImpact')}</p>
      )}
      <div className="form disp-form">
        <AimSelect d={d} scene={scene} shooter={shooter} t={t} />
        <NumberField
          label={ragnarok ? t('disp.weaponArea') : t('disp.radius')}
          testid="dispersion-radius"
          value={d.radiusMm / 10}
          step={0.5}
          min={0}
          onChange={(v) => d.setRadius(v * 10)}
        />
        {ragnarok && <RagnarokTests d={d} t={t} />}
        <label>
          {t('disp.seed')}{' '}
          <input
            data-testid="dispersion-seed"
            inputMode="numeric"
            placeholder={t('disp.seedHint')}
            value={d.seedText}
            onChange={(e) => d.setSeedText(e.target.value)}
          />
        </label>
      </div>
      {d.error === 'seed' && (
        <p className="verdict bad small" role="alert">
          {t('disp.badSeed')}
        </p>
      )}
      <div className="row">
        <button
          data-testid="dispersion-roll"
          className="primary"
          disabled={!d.impact}
          onClick={() => d.doRoll(useStore.getState().scene, shooter)}
        >
          {t('disp.roll')}
        </button>
      </div>
    </section>
  );
}

/** the shooter the line of fire starts from, and a way to drop it. */
function ShooterLine({ shooter, t }: { shooter: string | null; t: Say }) {
  return (
    <p className="small" data-testid="dispersion-shooter">
      {t('disp.shooter')}: {shooter ? <b>{shooter}</b> : <span className="muted">{t('disp.noShooter')}</span>}{' '}
      {shooter && (
        <button className="link" onClick={() => useStore.getState().select(null)}>
          {t('disp.dropShooter')}
        </button>
      )}
    </p>
  );
}

/** The initial point on a fighter's centre, chosen by name. */
function AimSelect({ d, scene, shooter, t }: Omit<SettingsProps, 'lang'> & { t: Say }) {
  return (
    <label>
      {t('disp.aimAt')}{' '}
      <select
        data-testid="dispersion-aim"
        value=""
        onChange={(e) => {
          const f = scene.fighters.find((x) => x.id === e.target.value);
          if (f) d.setImpact({ x: f.position[0], y: f.position[1] });
        }}
      >
        <option value="">…</option>
        {scene.fighters
          .filter((f) => f.id !== shooter)
          .map((f) => (
            <option key={f.id} value={f.id}>
              {f.id}
            </option>
          ))}
      </select>
    </label>
  );
}

/** Rag'narok's failed and successful tests, which set how far the template scatters. */
function RagnarokTests({ d, t }: { d: DispersionState; t: Say }) {
  return (
    <>
      <NumberField
        label={t('disp.failures')}
        testid="dispersion-failures"
        value={d.failures}
        step={1}
        min={0}
        onChange={(v) => d.setTests(v, d.successes)}
      />
      <NumberField
        label={t('disp.successes')}
        testid="dispersion-successes"
        value={d.successes}
        step={1}
        min={0}
        onChange={(v) => d.setTests(d.failures, v)}
      />
    </>
  );
}

/** The roll: its dice, the final point, the area, and (once the template has landed) the fighters hit (R-7.1 .. ). */
function DispersionResult({ roll, hits, lang }: { roll: Roll; hits: AreaResult | null; lang: Lang }) {
  const t = (k: Parameters<typeof tr>[1]) => tr(lang, k);
  const s = roll.scatter;
  return (
    <section className="card" data-testid="dispersion-result">
      <h4>{t('disp.dice')}</h4>
      <div className="dice" data-testid="dispersion-dice">
        {s.rule === 'R-7.1' && <Die value={s.dice.distance} testid="die-distance" label={t('disp.distanceDie')} />}
        {s.rule === 'R-7.1' && s.dice.method === 'template6' && (
          <Die value={s.dice.direction} testid="die-direction" label={t('disp.directionDie')} />
        )}
        {s.rule === 'R-7.3' && s.dice.direction !== null && (
          <Die value={s.dice.direction} testid="die-direction" label={t('disp.directionDie')} />
        )}
      </div>
      <p className="small">{diceWords(lang, s)}</p>
      <p className="small muted">{lineOfFireWords(lang, s, roll.shooter)}</p>
      <p data-testid="dispersion-final" data-on-table={String(s.onTable)}>
        {t('disp.final')}:{' '}
        <b>
          ({cm(s.final.x)}, {cm(s.final.y)})
        </b>
        {s.onTable === false && (
          <span className="verdict bad small off-table" data-testid="dispersion-off-table">
            {' '}
            ⚠ {t('disp.offTable')}
          </span>
        )}
      </p>
      <p className="small">{areaWords(lang, s, roll.radiusMm)}</p>
      {hits && (
        <>
          <h4>{t('disp.hits')} (R-7.2)</h4>
          {hits.hits.length === 0 ? (
            <p className="muted" data-testid="dispersion-no-hits">
              {t('disp.nobody')}
            </p>
          ) : (
            <ul className="hits" data-testid="dispersion-hits">
              {hits.hits.map((h) => (
                <li
                  key={h.id}
                  data-testid={`hit-${h.id}`}
                  data-coverage={h.coverage}
                  data-fraction={h.coveredFraction}
                  className={h.coverage}
                >
                  <i className="dot" style={{ background: HIT_COLOURS[h.coverage] }} /> <b>{h.id}</b> —{' '}
                  {hitWords(lang, h)}
                </li>
              ))}
            </ul>
          )}
        </>
      )}
      <p className="small muted" data-testid="dispersion-replay">
        {t('disp.replay')} <b>{s.seed}</b> (R-7.4)
      </p>
    </section>
  );
}
