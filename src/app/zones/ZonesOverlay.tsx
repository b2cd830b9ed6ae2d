// The Zones tool (R-8.1 .. ): the deployment zones of the scene's table and line of battle,
// fighters deployed outside their zone flagged, the scenery set-up gaps that break drawn
// with their distances, and who controls each zone and each Rag'narok objective.
// Everything is derived from the scene through the engine; nothing is stored.
import { type RefObject, useEffect, useMemo, useRef } from 'react';
import { Line } from '@react-three/drei';
import type { Scene } from '../engine/zones';
import { type Lang, tr } from '../words/i18n';
import { setProbe } from '../state/probe';
import { useStore } from '../state/store';
import { type ZonesReport, zonesReport } from './zones-report';
import {
  DeploymentRings,
  GapMarks,
  ObjectiveRings,
  TooLargeOutlines,
  ZoneArea,
  ZoneTotals,
  zoneColour,
} from './zones-marks';
import {
  controlRuleWords,
  controlVerdictWords,
  deploymentWords,
  lineOfBattleWords,
  objectiveWords,
  setupWords,
  zoneName,
  zoneSpanWords,
} from '../words/zones-words';
import '../rules/rules-tools.css';

// ---------------------------------------------------------------------------------------------
// Panel

export function ZonesPanel() {
  const lang = useStore((s) => s.lang);
  const scene = useStore((s) => s.scene);
  const r = useMemo(() => zonesReport(scene), [scene]);
  return (
    <>
      <LineOfBattleForm lang={lang} scene={scene} />
      <DeploymentCard lang={lang} scene={scene} r={r} />
      <SetupCard lang={lang} r={r} />
      <ControlCard lang={lang} r={r} />
    </>
  );
}

/** the three tables. */
const TABLES: readonly { id: string; width: number; depth: number }[] = [
  { id: 'standard', width: 1200, depth: 600 },
  { id: 'square', width: 900, depth: 900 },
  { id: 'small', width: 600, depth: 600 },
];

/**
 * Choose the table, the line of battle (R-8.2: across the width or along the length) and
 * which side deploys in the low half: each choice is an edit of the scene, undoable; a table too
 * small for the fighters and scenery on it is refused with the validator's reason.
 */
function LineOfBattleForm({ lang, scene }: { lang: Lang; scene: Scene }) {
  const t = (k: Parameters<typeof tr>[1]) => tr(lang, k);
  const sides = [...new Set(scene.fighters.map((f) => f.side))];
  const dep = scene.deployment;
  const table = TABLES.find((x) => x.width === scene.table.width && x.depth === scene.table.depth)?.id ?? 'custom';
  const commit = (next: Scene) => useStore.getState().commit(next);
  const setSides = (low: string) => {
    const high = sides.find((x) => x !== low) ?? low;
    commit({ ...scene, deployment: { orientation: dep?.orientation ?? 'width', sides: { low, high } } });
  };
  return (
    <section className="card" data-testid="line-of-battle">
      <h3>
        {t('zones.lineOfBattle')} <span className="rid">R-8.1, R-8.2</span>
      </h3>
      <div className="row wrap small">
        <label>
          {t('zones.table')}{' '}
          <select
            data-testid="zones-table"
            value={table}
            onChange={(e) => {
              const tb = TABLES.find((x) => x.id === e.target.value);
              if (tb) commit({ ...scene, table: { width: tb.width, depth: tb.depth } });
            }}
          >
            {table === 'custom' && (
              <option value="custom">
                {scene.table.width} × {scene.table.depth}
              </option>
            )}
            {TABLES.map((x) => (
              <option key={x.id} value={x.id}>
                {x.width} × {x.depth}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('zones.orientation')}{' '}
          <select
            data-testid="zones-orientation"
            value={dep?.orientation ?? 'width'}
            onChange={(e) => {
              const orientation = e.target.value as 'width' | 'length';
              const low = dep?.sides.low ?? sides[0];
              const high = dep?.sides.high ?? sides.find((x) => x !== low) ?? low;
              if (low !== undefined) commit({ ...scene, deployment: { orientation, sides: { low, high } } });
            }}
          >
            <option value="width">{t('zones.across')}</option>
            <option value="length">{t('zones.along')}</option>
          </select>
        </label>
        {sides.length > 0 && (
          <label>
            {t('zones.lowSide')}{' '}
            <select
              data-testid="zones-low-side"
              value={dep?.sides.low ?? ''}
              onChange={(e) => e.target.value && setSides(e.target.value)}
            >
              {!dep && <option value="">—</option>}
              {sides.map((x) => (
                <option key={x} value={x}>
                  {x}
                </option>
              ))}
            </select>
          </label>
        )}
      </div>
    </section>
  );
}

function DeploymentCard({ lang, scene, r }: { lang: Lang; scene: Scene; r: ZonesReport }) {
  const t = (k: Parameters<typeof tr>[1]) => tr(lang, k);
  const dep = r.deployment;
  const zones = dep.zones;
  const bad = dep.fighters.filter((f) => f.legal === false || (dep.sides && f.zone === null));
  return (
    <section className="card" data-testid="deployment-card" data-legal={String(dep.legal)}>
      <h3>
        {t('zones.deployment')} <span className="rid">{dep.rule}</span>
      </h3>
      <p className="small">{lineOfBattleWords(lang, zones)}</p>
      <ul className="small zones-list">
        {[zones.low, zones.centre, zones.high].map((z) => (
          <li key={z.id}>
            <i className="swatch" style={{ background: zoneColour(scene, z) }} /> {zoneName(lang, z.id)}
            {z.side ? ` (${z.side})` : ''}: {zoneSpanWords(lang, z, zones.orientation)}
          </li>
        ))}
      </ul>
      {!dep.sides ? (
        <>
          <p className="muted small">{t('zones.noSides')}</p>
          <ul className="small zones-list" data-testid="deploy-list">
            {dep.fighters.map((f) => (
              <li key={f.id} data-testid={`deploy-${f.id}`} data-legal="null">
                <span className="id">{f.id}</span>{' '}
                {f.within.length ? f.within.map((z) => zoneName(lang, z)).join(', ') : t('zones.nowhere')}
              </li>
            ))}
          </ul>
        </>
      ) : (
        <>
          <p className={`verdict ${bad.length ? 'bad' : 'ok'} small`} data-testid="deploy-summary">
            {bad.length === 0
              ? lang === 'fr'
                ? `Les ${dep.fighters.length} combattants sont déployés légalement (${dep.rule}).`
                : `All ${dep.fighters.length} fighters deployed legally (${dep.rule}).`
              : lang === 'fr'
                ? `${bad.length} combattant(s) sur ${dep.fighters.length} mal déployé(s) (${dep.rule}).`
                : `${bad.length} of ${dep.fighters.length} fighters not deployed legally (${dep.rule}).`}
          </p>
          <ul className="small zones-list" data-testid="deploy-list">
            {[...bad, ...dep.fighters.filter((f) => !bad.includes(f))].map((f) => (
              <li
                key={f.id}
                data-testid={`deploy-${f.id}`}
                data-legal={String(f.legal)}
                data-outside-mm={f.outsideMm}
                className={f.legal ? 'ok' : 'bad'}
              >
                <span className="id">{f.id}</span> {deploymentWords(lang, f, dep.rule)}
              </li>
            ))}
          </ul>
        </>
      )}
      <p className="muted small">
        {lang === 'fr'
          ? `Un socle sur la ligne d’une zone, ou qui la dépasse de moins de τ = ${dep.toleranceMm} mm, est dans la zone (R-0.3).`
          : `A base on a zone line, or over it by less than τ = ${dep.toleranceMm} mm, is in the zone (R-0.3).`}
      </p>
    </section>
  );
}

function SetupCard({ lang, r }: { lang: Lang; r: ZonesReport }) {
  const t = (k: Parameters<typeof tr>[1]) => tr(lang, k);
  const s = r.setup;
  return (
    <section className="card" data-testid="setup-card" data-legal={String(s.legal)}>
      <h3>
        {t('zones.setup')} <span className="rid">R-8.3</span>
      </h3>
      {s.legal ? (
        <p className="verdict ok small">{t('zones.setupLegal')}</p>
      ) : s.count === 0 ? (
        <p className="muted small" data-testid="setup-empty">
          {lang === 'fr'
            ? 'Aucun décor sur la table : R-8.3 en demande au moins 4.'
            : 'No scenery on the table: R-8.3 asks for at least 4 elements.'}
        </p>
      ) : (
        <ul className="small zones-list" data-testid="setup-violations">
          {s.violations.map((v, i) => (
            <li
              key={i}
              className="bad"
              data-testid="setup-violation"
              data-code={v.code}
              data-scenery={'scenery' in v ? v.scenery : ''}
              data-other={v.code === 'too-close' ? v.other : v.code === 'near-edge' ? v.edge : ''}
              data-distance-mm={'distanceMm' in v ? v.distanceMm : ''}
            >
              ⚠ {setupWords(lang, v)} <span className="rid">R-8.3</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function ControlCard({ lang, r }: { lang: Lang; r: ZonesReport }) {
  const t = (k: Parameters<typeof tr>[1]) => tr(lang, k);
  return (
    <section className="card" data-testid="control-card">
      <h3>
        {t('zones.control')} <span className="rid">{r.control[0]?.rule ?? 'R-8.4'}</span>
      </h3>
      <p className="muted small">{r.control[0] && controlRuleWords(lang, r.control[0])}</p>
      {r.control.map((c) => {
        const partly = c.notCounted.filter((n) => n.reason === 'partly-inside').map((n) => n.id);
        const routed = c.notCounted.filter((n) => n.reason === 'routed').map((n) => n.id);
        return (
          <div
            key={c.zone.name}
            className={`zone-control ${c.state}`}
            data-testid={`control-${c.zone.name}`}
            data-state={c.state}
            data-controller={c.controller ?? ''}
          >
            <div className="head">
              <span>{zoneName(lang, c.zone.name as 'low' | 'high' | 'centre')}</span>
              <b>{controlVerdictWords(lang, c)}</b>
            </div>
            {c.totals.length > 0 && (
              <table className="who small">
                <thead>
                  <tr>
                    <th />
                    <th>{t('zones.power')}</th>
                    {c.rule === 'R-8.4' && <th>{t('zones.value')}</th>}
                    <th />
                  </tr>
                </thead>
                <tbody>
                  {c.totals.map((s) => (
                    <tr
                      key={s.side}
                      data-testid={`control-${c.zone.name}-${s.side}`}
                      data-power={s.power}
                      data-value={s.value}
                    >
                      <td>{s.side}</td>
                      <td>{s.power}</td>
                      {c.rule === 'R-8.4' && <td>{s.value}</td>}
                      <td className="muted">{s.fighters.join(' ')}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
            {partly.length > 0 && (
              <p className="muted small">
                {t('zones.partly')}: {partly.join(' ')}
              </p>
            )}
            {routed.length > 0 && (
              <p className="muted small">
                {t('zones.routed')}: {routed.join(' ')}
              </p>
            )}
          </div>
        );
      })}
      {r.objectives.length > 0 && (
        <>
          <h4>
            {t('zones.objectives')} <span className="rid">R-8.5</span>
          </h4>
          <ul className="small zones-list">
            {r.objectives.map((o) => (
              <li
                key={o.objective}
                data-testid={`objective-${o.objective}`}
                data-state={o.state}
                data-controller={o.controller ?? ''}
              >
                <span className="id">{o.objective}</span> {objectiveWords(lang, o)}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

// ---------------------------------------------------------------------------------------------
// Overlay on the table

/** What the browser tests read of the overlay: the fighters drawn legal and illegal, and the report's answers. */
function useZonesProbe(drawn: RefObject<{ illegal: string[]; legal: string[] }>): void {
  useEffect(
    () =>
      setProbe('zones', () => {
        const rep = zonesReport(useStore.getState().scene);
        return {
          illegal: drawn.current.illegal,
          legal: drawn.current.legal,
          zones: {
            low: rep.deployment.zones.low.points,
            centre: rep.deployment.zones.centre.points,
            high: rep.deployment.zones.high.points,
          },
          gaps: rep.gaps.map((g) => ({
            code: g.violation.code,
            scenery: 'scenery' in g.violation ? g.violation.scenery : null,
            other:
              g.violation.code === 'too-close'
                ? g.violation.other
                : g.violation.code === 'near-edge'
                  ? g.violation.edge
                  : null,
            distanceMm: 'distanceMm' in g.violation ? g.violation.distanceMm : null,
            from: g.from,
            to: g.to,
          })),
          control: rep.control.map((c) => ({ zone: c.zone.name, state: c.state, controller: c.controller })),
          objectives: rep.objectives.map((o) => ({ objective: o.objective, state: o.state, controller: o.controller })),
        };
      }),
    [],
  );
}

export function ZonesOverlay() {
  const scene = useStore((s) => s.scene);
  const r = useMemo(() => zonesReport(scene), [scene]);
  const zones = r.deployment.zones;
  const drawn = useRef({ illegal: [] as string[], legal: [] as string[] });
  const illegal = r.deployment.fighters.filter(
    (f) => f.legal === false || (r.deployment.sides !== null && f.zone === null),
  );
  const legal = r.deployment.fighters.filter((f) => f.legal === true);
  drawn.current = { illegal: illegal.map((f) => f.id), legal: legal.map((f) => f.id) };
  useZonesProbe(drawn);
  return (
    <group name="zones-overlay">
      {[zones.low, zones.centre, zones.high].map((z) => (
        <ZoneArea key={z.id} points={z.points} colour={zoneColour(scene, z)} opacity={z.id === 'centre' ? 0.07 : 0.2} />
      ))}
      {/* The median line of the line of battle. */}
      <Line
        points={zones.median.map((p) => [p.x, p.y, 1] as [number, number, number])}
        color="#ffffff"
        lineWidth={2}
        dashed
        dashSize={14}
        gapSize={8}
      />
      <ZoneTotals control={r.control} zones={zones} scene={scene} />
      <DeploymentRings illegal={illegal} legal={legal} scene={scene} />
      <GapMarks gaps={r.gaps} scene={scene} />
      <TooLargeOutlines violations={r.setup.violations} scene={scene} />
      <ObjectiveRings objectives={r.objectives} scene={scene} />
    </group>
  );
}
