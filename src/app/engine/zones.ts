// The engine's door for the Zones tool, loaded with it on demand.
export {
  type DeploymentReport,
  type ObjectiveControl,
  type Point,
  type Scene,
  type SetupReport,
  type SetupViolation,
  type Zone,
  type ZoneControl,
  checkDeployment,
  checkSetup,
  controlOfZone,
  fighterFootprint,
  objectiveControl,
  violationGap,
  zoneByName,
} from '../../../geometry/index';
