// The Dispersion tool (R-7.1 ..; Rag'narok ): the side panel (impact, shooter, radius,
// seed, the dice, the fighters hit) and the overlay on the table (the template, its numbered arrows,
// the deviation animated from the initial to the final point, the bases hit).
import { useEffect, useMemo, useRef, useState } from 'react';
import { useFrame, useThree } from '@react-three/fiber';
import { Billboard, Line } from '@react-three/drei';
import * as THREE from 'three';
import { type AreaHit, arrowDeg, fighterFootprint, lineOfFire, ragnarokArea } from './engine/dispersion';
import { DISPERSION_ANIMATION_MS, areaRadiusOf, hitsOf, shooterSightOf, useDispersion } from './dispersion-state';
import { cm, tr } from './i18n';
import { Label } from './layout/Label';
import { circlePoints, ringAround } from './layout/rings';
import { setProbe } from './probe';
import { useStore } from './store';
import { areaWords, diceWords, hitWords, lineOfFireWords } from './zones-words';
import './rules-tools.css';

const HIT_COLOURS = { whole: '#ff4a4a', partial: '#f0a81c' } as const;
const TEMPLATE_COLOUR = '#ffb347';

function useLang() {
  return useStore((s) => s.lang);
}

/** The shooter: the selected fighter, if any (its sight gives the line of fire, R-7.1). */
function useShooter(): string | null {
  return useStore((s) => (s.selection?.kind === 'fighter' && s.scene.fighters.some((f) => f.id === s.selection!.id) ? s.selection.id : null));
}

// ---------------------------------------------------------------------------------------------
// Panel

/** A d6 face with its pips (and its value for screen readers and tests). */
function Die({ value, testid, label }: { value: number; testid: string; label: string }) {
  const pips: Record<number, number[]> = { 1: [4], 2: [0, 8], 3: [0, 4, 8], 4: [0, 2, 6, 8], 5: [0, 2, 4, 6, 8], 6: [0, 2, 3, 5, 6, 8] };
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

function NumberField({ label, value, step, min, testid, onChange }: { label: string; value: number; step: number; min: number; testid: string; onChange: (v: number) => void }) {
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
  const t = (k: Parameters<typeof tr>[1]) => tr(lang, k);
  const scene = useStore((s) => s.scene);
  const shooter = useShooter();
  const d = useDispersion();
  const ragnarok = scene.ruleset === 'ragnarok';
  const roll = d.roll;
  const hits = useMemo(() => (roll && !d.animating ? hitsOf(scene, roll) : null), [scene, roll, d.animating]);
  const phase = !d.impact ? 'idle' : !roll ? 'ready' : d.animating ? 'rolling' : 'done';
  const s = roll?.scatter;
  return (
    <>
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
        <p className="small" data-testid="dispersion-shooter">
          {t('disp.shooter')}: {shooter ? <b>{shooter}</b> : <span className="muted">{t('disp.noShooter')}</span>}{' '}
          {shooter && (
            <button className="link" onClick={() => useStore.getState().select(null)}>
              {t('disp.dropShooter')}
            </button>
          )}
        </p>
        {d.impact ? (
          <p className="small" data-testid="dispersion-impact">
            {t('disp.impact')}: ({cm(d.impact.x)}, {cm(d.impact.y)})
          </p>
        ) : (
          <p className="muted">{t('disp.pickImpact')}</p>
        )}
        <div className="form disp-form">
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
          <NumberField
            label={ragnarok ? t('disp.weaponArea') : t('disp.radius')}
            testid="dispersion-radius"
            value={d.radiusMm / 10}
            step={0.5}
            min={0}
            onChange={(v) => d.setRadius(v * 10)}
          />
          {ragnarok && (
            <>
              <NumberField label={t('disp.failures')} testid="dispersion-failures" value={d.failures} step={1} min={0} onChange={(v) => d.setTests(v, d.successes)} />
              <NumberField label={t('disp.successes')} testid="dispersion-successes" value={d.successes} step={1} min={0} onChange={(v) => d.setTests(d.failures, v)} />
            </>
          )}
          <label>
            {t('disp.seed')}{' '}
            <input data-testid="dispersion-seed" inputMode="numeric" placeholder={t('disp.seedHint')} value={d.seedText} onChange={(e) => d.setSeedText(e.target.value)} />
          </label>
        </div>
        {d.error === 'seed' && (
          <p className="verdict bad small" role="alert">
            {t('disp.badSeed')}
          </p>
        )}
        <div className="row">
          <button data-testid="dispersion-roll" className="primary" disabled={!d.impact} onClick={() => d.doRoll(useStore.getState().scene, shooter)}>
            {t('disp.roll')}
          </button>
        </div>
      </section>
      {roll && s && (
        <section className="card" data-testid="dispersion-result">
          <h4>{t('disp.dice')}</h4>
          <div className="dice" data-testid="dispersion-dice">
            {s.rule === 'R-7.1' && <Die value={s.dice.distance} testid="die-distance" label={t('disp.distanceDie')} />}
            {s.rule === 'R-7.1' && s.dice.method === 'template6' && <Die value={s.dice.direction} testid="die-direction" label={t('disp.directionDie')} />}
            {s.rule === 'R-7.3' && s.dice.direction !== null && <Die value={s.dice.direction} testid="die-direction" label={t('disp.directionDie')} />}
          </div>
          <p className="small">{diceWords(lang, s)}</p>
          <p className="small muted">{lineOfFireWords(lang, s, roll.shooter)}</p>
          <p data-testid="dispersion-final" data-on-table={String(s.onTable)}>
            {t('disp.final')}: <b>({cm(s.final.x)}, {cm(s.final.y)})</b>
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
                    <li key={h.id} data-testid={`hit-${h.id}`} data-coverage={h.coverage} data-fraction={h.coveredFraction} className={h.coverage}>
                      <i className="dot" style={{ background: HIT_COLOURS[h.coverage] }} /> <b>{h.id}</b> — {hitWords(lang, h)}
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
      )}
    </>
  );
}

// ---------------------------------------------------------------------------------------------
// Overlay on the table

/** The template, drawn around its own origin (the group is moved to the animated centre). */
function Template({ radiusMm, ragnarok }: { radiusMm: number; ragnarok: boolean }) {
  const rings = useMemo(() => {
    // the Rag'narok template: concentric 1 cm circles.
    if (!ragnarok) return [];
    const out: number[] = [];
    for (let r = 10; r < radiusMm - 1e-6; r += 10) out.push(r);
    return out;
  }, [radiusMm, ragnarok]);
  const o = { x: 0, y: 0 };
  return (
    <group>
      {radiusMm > 0 && (
        <mesh position={[0, 0, 1.4]} raycast={() => null}>
          <circleGeometry args={[radiusMm, 64]} />
          <meshBasicMaterial color={TEMPLATE_COLOUR} transparent opacity={0.28} depthWrite={false} />
        </mesh>
      )}
      {radiusMm > 0 && <Line points={circlePoints(o, radiusMm, 1.6)} color={TEMPLATE_COLOUR} lineWidth={2.5} />}
      {rings.map((r) => (
        <Line key={r} points={circlePoints(o, r, 1.6)} color={TEMPLATE_COLOUR} lineWidth={1} transparent opacity={0.7} />
      ))}
      <Line
        points={[
          [-7, 0, 2],
          [7, 0, 2],
        ]}
        color="#ffffff"
        lineWidth={2}
      />
      <Line
        points={[
          [0, -7, 2],
          [0, 7, 2],
        ]}
        color="#ffffff"
        lineWidth={2}
      />
    </group>
  );
}

export function DispersionOverlay() {
  const scene = useStore((s) => s.scene);
  const shooter = useShooter();
  const impact = useDispersion((s) => s.impact);
  const radiusMm = useDispersion((s) => s.radiusMm);
  const successes = useDispersion((s) => s.successes);
  const roll = useDispersion((s) => s.roll);
  const animating = useDispersion((s) => s.animating);
  const invalidate = useThree((s) => s.invalidate);
  const template = useRef<THREE.Group>(null);
  const ragnarok = scene.ruleset === 'ragnarok';
  const method = ragnarok ? 'template6' : scene.options.dispersionDirections;

  // Before a roll, arrow 1 follows the shooter chosen now; after it, the one the roll used.
  const line = useMemo(() => {
    if (roll) return { ...roll.scatter.lineOfFire, sight: shooterSightOf(scene, roll.shooter) };
    if (!impact) return null;
    const sight = shooterSightOf(scene, shooter);
    return { ...lineOfFire(impact, sight), sight };
  }, [roll, impact, scene, shooter]);
  const hits = useMemo(() => (roll && !animating ? hitsOf(scene, roll) : null), [scene, roll, animating]);
  const drawnHits = useRef<AreaHit[]>([]);
  drawnHits.current = hits?.hits ?? [];

  useEffect(() => {
    invalidate();
  }, [impact, radiusMm, roll, animating, invalidate]);

  // Render on demand: one frame asked for at a time while the template slides (BROWSER-NOTES).
  useFrame(() => {
    const g = template.current;
    if (!g) return;
    const st = useDispersion.getState();
    if (!st.roll) {
      if (st.impact) g.position.set(st.impact.x, st.impact.y, 0);
      return;
    }
    const a = st.roll.scatter.impact;
    const b = st.roll.scatter.final;
    const k = Math.min(1, (performance.now() - st.roll.startedAt) / DISPERSION_ANIMATION_MS);
    const e = 1 - (1 - k) ** 3;
    g.position.set(a.x + (b.x - a.x) * e, a.y + (b.y - a.y) * e, 0);
    if (k < 1) invalidate();
    else if (st.animating) st.finish();
  });

  useEffect(
    () =>
      setProbe('dispersion', () => {
        const st = useDispersion.getState();
        const g = template.current;
        const s = st.roll?.scatter;
        return {
          phase: !st.impact ? 'idle' : !st.roll ? 'ready' : st.animating ? 'rolling' : 'done',
          impact: st.impact,
          templateAt: g ? { x: g.position.x, y: g.position.y } : null,
          radiusMm: st.roll ? areaRadiusOf(st.roll) : st.radiusMm,
          seed: s?.seed ?? null,
          dice: s?.dice ?? null,
          final: s?.final ?? null,
          onTable: s?.onTable ?? null,
          shooter: st.roll?.shooter ?? null,
          hits: drawnHits.current.map((h) => ({ id: h.id, coverage: h.coverage, coveredFraction: h.coveredFraction })),
        };
      }),
    [],
  );

  if (!impact || !line) return null;
  // before the roll, the area the successes already give.
  const radius = roll ? areaRadiusOf(roll) : ragnarok ? ragnarokArea(radiusMm / 10, successes).areaCm * 10 : radiusMm;
  const arrowLen = Math.max(radius, 20) + 22;
  const arrows = method === 'template6' ? [1, 2, 3, 4, 5, 6] : [1];
  const s = roll?.scatter;
  const finalColour = s?.onTable === false ? '#ff4a4a' : '#3ee07a';
  return (
    <group name="dispersion-overlay">
      {/* the line of fire: from the shooter's sight through the initial point. */}
      {line.sight && (
        <Line
          points={[
            [line.sight.x, line.sight.y, 9],
            [impact.x, impact.y, 9],
          ]}
          color="#9fd7ff"
          lineWidth={1.5}
          dashed
          dashSize={8}
          gapSize={6}
        />
      )}
      {/* The template's six numbered arrows at the initial point (R-7.1 reading: counter-clockwise from arrow 1). */}
      {arrows.map((n) => {
        const deg = arrowDeg(n, line.deg);
        const u = { x: Math.cos((deg * Math.PI) / 180), y: Math.sin((deg * Math.PI) / 180) };
        const tip = { x: impact.x + u.x * arrowLen, y: impact.y + u.y * arrowLen };
        const chosen = s && (s.rule === 'R-7.3' ? s.dice.direction === n : s.dice.method === 'template6' && s.dice.direction === n);
        return (
          <group key={n}>
            <Line
              points={[
                [impact.x, impact.y, 3],
                [tip.x, tip.y, 3],
              ]}
              color={chosen ? '#ffe14a' : '#e8e2c8'}
              lineWidth={chosen ? 3 : 1.2}
            />
            <Billboard position={[tip.x + u.x * 9, tip.y + u.y * 9, 6]}>
              <Label fontSize={chosen ? 17 : 13} color={chosen ? '#ffe14a' : '#f4f0de'} outlineWidth={1.4} outlineColor="#111" anchorY="middle">
                {String(n)}
              </Label>
            </Billboard>
          </group>
        );
      })}
      <mesh position={[impact.x, impact.y, 3]} raycast={() => null}>
        <sphereGeometry args={[3.5, 12, 8]} />
        <meshBasicMaterial color="#ffe14a" />
      </mesh>
      {s && (
        <group>
          {/* The deviation: from the initial to the final point of impact. */}
          <Line
            points={[
              [s.impact.x, s.impact.y, 10],
              [s.final.x, s.final.y, 10],
            ]}
            color="#ffe14a"
            lineWidth={3}
          />
          <mesh position={[s.final.x, s.final.y, 10]} raycast={() => null}>
            <sphereGeometry args={[4.5, 14, 10]} />
            <meshBasicMaterial color={finalColour} />
          </mesh>
          {!animating && (
            <Billboard position={[(s.impact.x + s.final.x) / 2, (s.impact.y + s.final.y) / 2, 22]}>
              <Label fontSize={15} color={finalColour} outlineWidth={1.6} outlineColor="#111" anchorY="bottom">
                {s.rule === 'R-7.3' ? cm(s.deviationMm) : cm(s.distanceMm)}
              </Label>
            </Billboard>
          )}
        </group>
      )}
      <group ref={template}>
        <Template radiusMm={radius} ragnarok={ragnarok} />
      </group>
      {/* the bases hit: whole in red, partly in orange (dashed), with the covered share. */}
      {hits?.hits.map((h) => {
        const f = scene.fighters.find((x) => x.id === h.id);
        if (!f) return null;
        const fp = fighterFootprint(f);
        return (
          <group key={h.id} name={`hit-${h.id}`}>
            <Line
              points={ringAround(fp, 4, 2.2)}
              color={HIT_COLOURS[h.coverage]}
              lineWidth={h.coverage === 'whole' ? 4 : 3}
              dashed={h.coverage === 'partial'}
              dashSize={5}
              gapSize={3}
            />
            {h.coverage === 'partial' && (
              <Billboard position={[f.position[0], f.position[1] - 26, 8]}>
                <Label fontSize={12} color={HIT_COLOURS.partial} outlineWidth={1.3} outlineColor="#111" anchorY="middle">
                  {`${Math.round(h.coveredFraction * 100)}%`}
                </Label>
              </Billboard>
            )}
          </group>
        );
      })}
    </group>
  );
}
