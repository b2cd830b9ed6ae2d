// The three.js classes the table's JSX uses (<mesh>, <boxGeometry>, …), and only those.
// @react-three/fiber's <Canvas> registers `import * as THREE from 'three'` as its catalogue, which
// keeps all of three in the first screen; vite.config.ts points that one import here instead, so
// the bundler can drop the classes nothing uses. A new JSX element needs its class added here
// (R3F then says "X is not part of the THREE namespace"; tests/three-catalogue.test.ts checks the
// list against the sources).
export {
  AmbientLight,
  BoxGeometry,
  CircleGeometry,
  Color,
  ConeGeometry,
  CylinderGeometry,
  DirectionalLight,
  DodecahedronGeometry,
  ExtrudeGeometry,
  Group,
  LineBasicMaterial,
  LineSegments,
  Mesh,
  MeshBasicMaterial,
  MeshLambertMaterial,
  PlaneGeometry,
  SphereGeometry,
} from 'three';
