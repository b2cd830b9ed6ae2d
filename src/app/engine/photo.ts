// The photo capture's door to the pipeline of src/photo/ (issue 35): the capture's worker and panel
// load it, never the first screen. The trust of a photo's scene has its own door (photo-trust.ts).
export { analysePhoto } from '../../photo/analyse';
export { DEFAULT_RIM_MM, FLAG_UNCERTAINTY_MM, type BaseFit, type BaseRefusal, fitBase } from '../../photo/fit-base';
export { CARDS_PER_PAGE, PAPERS, type Paper, markerSheetSvg } from '../../photo/marker-sheet';
export { MARKER_TABLES } from '../../photo/markers';
export type { PhotoPixels, TopDown } from '../../photo/rectify';
export type { TableFit, TableRefusal } from '../../photo/table-fit';
export type { GrayImage, TableMm, Vec2 } from '../../photo/types';
export { LIMITS } from '../../../geometry/index';
