// drei's Text (troika-three-text, its glyph worker and bidi tables) in a chunk of its own: the
// table draws first and its labels follow (Table3D's Label waits for it inside a Suspense).
export { Text as default } from '@react-three/drei';
