// A click on a scenery piece stops there in Measure and Edit (the press picked the piece), unless
// set-up is armed: then the tap is a spot on the table behind it.
import type { ThreeEvent } from '@react-three/fiber';
import { useStore } from '../../state/store';
import { setupArmed } from '../../edit/setup';

export function sceneryClick(e: ThreeEvent<MouseEvent>): void {
  const tool = useStore.getState().tool;
  if ((tool !== 'measure' && tool !== 'edit') || setupArmed()) return;
  e.stopPropagation();
}
