// The context a move's sentences need: the mover, its action, the MOV it
// goes at (in Rag'narok its unit's), its base's width and what the edition measures.
import { type MoveAction, type World, baseWidthMm, moverMovCm } from '../../geometry/index';
import type { MoveContext } from './types';

export function moveContextOf(world: World, mover: string, action: MoveAction): MoveContext {
  return {
    mover,
    action,
    movCm: moverMovCm(world, mover),
    widthMm: baseWidthMm(world.fighter(mover).base),
    measure: world.variants.measureFrom,
  };
}
