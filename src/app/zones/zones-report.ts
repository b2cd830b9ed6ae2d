// Every R-8 answer for a scene, in one report the Zones panel and overlay share.
import {
  type DeploymentReport,
  type ObjectiveControl,
  type Point,
  type Scene,
  type SetupReport,
  type SetupViolation,
  type ZoneControl,
  checkDeployment,
  checkSetup,
  controlOfZone,
  objectiveControl,
  violationGap,
  zoneByName,
} from '../engine/zones';

export type Gap = { readonly violation: SetupViolation; readonly from: Point; readonly to: Point };

export type ZonesReport = {
  readonly deployment: DeploymentReport;
  readonly setup: SetupReport;
  /** each violation that is a gap, with the segment to draw. */
  readonly gaps: Gap[];
  /** the low zone, the centre and the high zone, in that order. */
  readonly control: ZoneControl[];
  readonly objectives: ObjectiveControl[];
};

const reports = new WeakMap<Scene, ZonesReport>();

/** Every R-8 answer for a scene, computed once per scene (the panel and the overlay share it). */
export function zonesReport(scene: Scene): ZonesReport {
  const cached = reports.get(scene);
  if (cached) return cached;
  const deployment = checkDeployment(scene);
  const setup = checkSetup(scene);
  const gaps: Gap[] = [];
  for (const v of setup.violations) {
    const seg = violationGap(scene, v);
    if (seg) gaps.push({ violation: v, from: seg[0], to: seg[1] });
  }
  const control = (['low', 'centre', 'high'] as const).map((n) =>
    controlOfZone(scene, zoneByName(scene, n, deployment.zones)!),
  );
  // objectives are a Rag'narok rule: a Confédé objective marker is no control point here.
  const objectives = scene.ruleset === 'ragnarok' ? objectiveControl(scene) : [];
  const report: ZonesReport = { deployment, setup, gaps, control, objectives };
  reports.set(scene, report);
  return report;
}
