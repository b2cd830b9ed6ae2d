// The engine's judgement of the move being dragged, worked out once per placement for the two
// views that show it (the Move panel and the readout beside the piece, DragReadout.tsx).
import { type MoveAction, type MoveFacts, type MoveStart, type Placement, type Scene, evaluateMove } from '../engine';
import { useStore } from '../state/store';

type Inputs = [Scene, MoveStart, Placement, MoveAction, boolean];

/** The last judgement and what it was asked of: a new placement (or action, or scene) asks again. */
class LastMoveFacts {
  private inputs: Inputs | null = null;
  private facts: MoveFacts | null = null;

  get(...inputs: Inputs): MoveFacts {
    const same = this.inputs !== null && this.inputs.every((v, i) => v === inputs[i]);
    if (!same || !this.facts) {
      const [scene, start, placement, action, disengaged] = inputs;
      this.facts = evaluateMove(scene, start, placement, action, { disengaged });
      this.inputs = inputs;
    }
    return this.facts;
  }
}

const lastFacts = new LastMoveFacts();

/** The judgement of the move in progress, or null when no fighter is being moved. */
export function useMoveFacts(): MoveFacts | null {
  const scene = useStore((s) => s.scene);
  const action = useStore((s) => s.action);
  const placement = useStore((s) => s.placement);
  const start = useStore((s) => s.moveStart);
  const disengaged = useStore((s) => s.disengaged);
  return placement && start ? lastFacts.get(scene, start, placement, action, disengaged) : null;
}
