// The game's record taken away (issue 34, item 4): the turn log as text, the game as JSON (the
// format `mire replay` and `mire log` read, with its JSON Schema named), downloaded by the browser.
import type { GameRecord } from '../engine/record';
import type { Lang } from '../words/i18n';
import { logText } from './log-text';

export function gameJson(game: GameRecord): string {
  return `${JSON.stringify(game, null, 2)}\n`;
}

export function logExport(game: GameRecord, lang: Lang): string {
  return logText(game, lang);
}

export function gameFileName(game: GameRecord): string {
  const name = game.name ?? game.start.name ?? 'mire-game';
  return name.replace(/[^\w.-]+/g, '-').slice(0, 60) || 'mire-game';
}

export function downloadText(text: string, fileName: string, type: string): void {
  const a = document.createElement('a');
  a.href = URL.createObjectURL(new Blob([text], { type }));
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(a.href), 1000);
}
