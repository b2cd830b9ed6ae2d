// The live session's part for what players share beside the table (issue 32, item 7): reads the
// play maps into the view's store (play-store.ts) and writes this player's seats, marks and rolls.
// The server judges each (src/server/play-check.ts); this side keeps to the same rules so that a
// player is told at once rather than seeing a change go back.
import * as Y from 'yjs';
import { useStore } from '../state/store';
import { OWN_SIDES_KEY, PLAY_LIMITS, PLAY_ROOT_NAMES, PLAY_ROOTS, readPlay } from '../../live/play-doc';
import { PLAY_RULES } from '../engine/play';
import { cleanName } from '../../live/player-name';
import { type PlayActions, type Ping, PING_MS, usePlay, type Xy } from './play-store';
import type { Peer } from './presence';
import { pw } from './play-words';

/** The origin of this player's play edits (kept out of the table's undo). */
export const PLAY_ORIGIN = 'mire-play';

export class PlayShare implements PlayActions {
  private readonly observer = () => this.read();
  private pingCount = 0;
  private readonly lastPing = new Map<number, number>();

  constructor(
    private readonly doc: Y.Doc,
    private readonly me: string,
    private readonly who: () => { name: string; colour: string },
    /** Send this player's ping (awareness) and rename (awareness and the store). */
    private readonly onPing: (ping: { at: Xy; n: number }) => void,
    private readonly onName: (name: string) => void,
  ) {
    for (const root of PLAY_ROOT_NAMES) doc.getMap(root).observe(this.observer);
    usePlay.setState({ me, act: this });
    this.read();
  }

  close(): void {
    for (const root of PLAY_ROOT_NAMES) this.doc.getMap(root).unobserve(this.observer);
    usePlay.setState({ me: null, ownSides: false, seats: {}, marks: {}, rolls: [], pings: [], code: null, act: null });
  }

  private read(): void {
    usePlay.setState(readPlay(this.doc, PLAY_RULES));
  }

  private say(key: Parameters<typeof pw>[1]): void {
    const st = useStore.getState();
    st.say({ kind: 'error', text: pw(st.lang, key) });
  }

  setName(name: string): void {
    const clean = cleanName(name);
    if (clean) this.onName(clean);
  }

  claimSide(side: string, claim: boolean): void {
    const seats = this.doc.getMap(PLAY_ROOTS.seats);
    const held = seats.get(side);
    if (held !== undefined && held !== this.me) return this.say('sideTaken');
    this.doc.transact(() => (claim ? seats.set(side, this.me) : seats.delete(side)), PLAY_ORIGIN);
  }

  setOwnSides(on: boolean): void {
    const play = usePlay.getState();
    if (!on && Object.values(play.seats).some((p) => p !== this.me)) return this.say('ownSidesHeld');
    this.doc.transact(() => this.doc.getMap(PLAY_ROOTS.seats).set(OWN_SIDES_KEY, on), PLAY_ORIGIN);
  }

  addMark(mark: Parameters<PlayActions['addMark']>[0]): void {
    const marks = this.doc.getMap(PLAY_ROOTS.marks);
    if (marks.size >= PLAY_LIMITS.marks) return this.say('marksFull');
    const key = `${this.me}.${Date.now().toString(36)}.${marks.size}`;
    this.doc.transact(() => marks.set(key, { ...mark, by: this.me }), PLAY_ORIGIN);
  }

  removeMark(key: string): void {
    this.doc.transact(() => this.doc.getMap(PLAY_ROOTS.marks).delete(key), PLAY_ORIGIN);
  }

  /** a fresh seed, the dice it gives, logged for both players with the seed to replay them. */
  roll(dice: number): void {
    const rolls = this.doc.getMap(PLAY_ROOTS.rolls);
    if (rolls.size >= PLAY_LIMITS.rolls) return this.say('rollsFull');
    const count = Math.max(1, Math.min(PLAY_LIMITS.dice, Math.round(dice)));
    // A fresh seed from the browser's generator; the seed is logged, so the dice replay.
    const seed = crypto.getRandomValues(new Uint32Array(1))[0];
    const entry = {
      seed,
      dice: count,
      results: PLAY_RULES.rollDice(seed, count),
      by: this.me,
      name: this.who().name,
      atMs: Date.now(),
    };
    this.doc.transact(() => rolls.set(`${this.me}.${seed.toString(36)}`, entry), PLAY_ORIGIN);
  }

  ping(at: Xy): void {
    const n = ++this.pingCount;
    this.onPing({ at, n });
    this.showPing({ key: `me-${n}`, at, ...this.who(), sinceMs: performance.now() });
  }

  /** The other players' pings in their awareness: each new number shows once, for PING_MS. */
  readPeerPings(peers: readonly Peer[]): void {
    for (const p of peers) {
      const n = p.ping?.n ?? -1;
      const seen = this.lastPing.get(p.clientId);
      this.lastPing.set(p.clientId, n);
      // A ping already there when this player first appeared here is old news.
      if (seen !== undefined && seen !== n && p.ping)
        this.showPing({
          key: `${p.clientId}-${p.ping.n}`,
          at: p.ping.at,
          colour: p.colour,
          name: p.name,
          sinceMs: performance.now(),
        });
    }
  }

  private showPing(ping: Ping): void {
    const now = performance.now();
    usePlay.setState((s) => ({ pings: [...s.pings.filter((x) => now - x.sinceMs < PING_MS), ping].slice(-8) }));
    setTimeout(() => {
      const later = performance.now();
      usePlay.setState((s) => ({ pings: s.pings.filter((x) => later - x.sinceMs < PING_MS) }));
    }, PING_MS + 50);
  }
}
