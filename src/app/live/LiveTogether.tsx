// Playing together on a live table (issue 32, item 7): this player's name, the join code and its
// QR code, who holds which side, the dice and their shared log, the rulers and rings left on the
// table. Loaded with the live panel's open state (React.lazy), never with the first screen.
import { useEffect, useMemo, useState } from 'react';
import { useStore } from '../state/store';
import { PLAY_LIMITS } from '../../live/play-doc';
import { usePlay } from './play-store';
import { usePresence } from './presence';
import { pw, type PlayWord } from './play-words';
import { COLON, sideName } from '../words/format';

function useW() {
  const lang = useStore((s) => s.lang);
  return (k: PlayWord) => pw(lang, k);
}

function NameField() {
  const w = useW();
  const name = usePresence((s) => s.playerName) ?? '';
  const [typed, setTyped] = useState(name);
  useEffect(() => setTyped(name), [name]);
  const commit = () => usePlay.getState().act?.setName(typed);
  return (
    <label>
      {w('yourName')}
      <input
        data-testid="live-name"
        value={typed}
        maxLength={PLAY_LIMITS.nameChars}
        onChange={(e) => setTyped(e.target.value)}
        onBlur={commit}
        // Enter gives the keys back to the table (its shortcuts), the name saved on the way out.
        onKeyDown={(e) => e.key === 'Enter' && e.currentTarget.blur()}
      />
    </label>
  );
}

/**
 * The short code (from the server, on every device at the table) and the link as a QR code
 * (qrcode, loaded on demand).
 */
function CodeAndQr() {
  const w = useW();
  const lang = useStore((s) => s.lang);
  const code = usePlay((s) => s.code);
  const link = usePresence((s) => s.link);
  const [svg, setSvg] = useState<string | null>(null);
  const toggle = async () => {
    if (svg || !link) return setSvg(null);
    const qr = await import('qrcode');
    setSvg(await qr.toString(link, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 }));
  };
  return (
    <div className="row">
      {code && (
        <span>
          {w('code')}
          {COLON[lang]}
          <b data-testid="live-code">{code}</b>
        </span>
      )}
      <button data-testid="live-qr-toggle" onClick={() => void toggle()}>
        {svg ? w('hideQr') : w('showQr')}
      </button>
      {svg && (
        <img
          data-testid="live-qr"
          className="live-qr"
          alt={w('qrAlt')}
          src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
        />
      )}
    </div>
  );
}

/** Each side of the table, who holds it, and the setting that each moves only their own side. */
function SidesBox() {
  const w = useW();
  const lang = useStore((s) => s.lang);
  const scene = useStore((s) => s.scene);
  const { me, seats, ownSides, act } = usePlay();
  const peers = usePresence((s) => s.peers);
  const sides = useMemo(() => [...new Set(scene.fighters.map((f) => f.side))].sort(), [scene.fighters]);
  const holderName = (player: string) =>
    player === me ? w('mine') : (peers.find((p) => p.player === player)?.name ?? '?');
  return (
    <div data-testid="live-sides">
      <b>{w('sides')}</b>
      <label className="row">
        <input
          type="checkbox"
          data-testid="live-own-sides"
          checked={ownSides}
          onChange={(e) => act?.setOwnSides(e.target.checked)}
        />
        {w('ownSides')}
      </label>
      <ul>
        {sides.map((side) => {
          const holder = seats[side];
          return (
            <li key={side} className="row" data-side={side}>
              <span>
                {sideName(lang, side)}
                {COLON[lang]}
                {holder ? holderName(holder) : w('free')}
              </span>
              {(!holder || holder === me) && (
                <button data-testid={`live-side-${side}`} onClick={() => act?.claimSide(side, !holder)}>
                  {holder ? w('freeSide') : w('playSide')}
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** d6 rolled from a logged seed, the log shared by both players, newest first. */
function DiceBox() {
  const w = useW();
  const lang = useStore((s) => s.lang);
  const rolls = usePlay((s) => s.rolls);
  const act = usePlay((s) => s.act);
  const [count, setCount] = useState(2);
  return (
    <div>
      <div className="row">
        <b>{w('dice')}</b>
        <input
          type="number"
          data-testid="live-dice-count"
          min={1}
          max={PLAY_LIMITS.dice}
          value={count}
          onChange={(e) => setCount(Math.max(1, Math.min(PLAY_LIMITS.dice, Number(e.target.value) || 1)))}
        />
        <button data-testid="live-roll" onClick={() => act?.roll(count)}>
          {w('roll')}
        </button>
      </div>
      <ul data-testid="live-rolls" className="live-log">
        {rolls
          .slice(-8)
          .reverse()
          .map((r) => (
            <li key={r.key} data-seed={r.seed}>
              {r.name}
              {COLON[lang]}
              <b>{r.results.join(' ')}</b>{' '}
              <span className="muted">
                ({w('seed')} {r.seed})
              </span>
            </li>
          ))}
      </ul>
    </div>
  );
}

function MarksBox() {
  const w = useW();
  const marks = usePlay((s) => s.marks);
  const act = usePlay((s) => s.act);
  const keys = Object.keys(marks);
  if (keys.length === 0) return <div className="muted">{w('pingHint')}</div>;
  return (
    <div>
      <b>{w('marks')}</b>
      <ul data-testid="live-marks">
        {keys.map((key) => (
          <li key={key} className="row">
            <span>{marks[key].kind === 'ruler' ? w('ruler') : w('ring')}</span>
            <button data-testid="live-mark-remove" onClick={() => act?.removeMark(key)}>
              {w('remove')}
            </button>
          </li>
        ))}
      </ul>
      <div className="muted">{w('pingHint')}</div>
    </div>
  );
}

/** Folded until asked for: the panel stays as small as before over the table. */
export default function LiveTogether() {
  const w = useW();
  return (
    <details data-testid="live-together" className="live-together">
      <summary>{w('together')}</summary>
      <NameField />
      <CodeAndQr />
      <SidesBox />
      <DiceBox />
      <MarksBox />
    </details>
  );
}
