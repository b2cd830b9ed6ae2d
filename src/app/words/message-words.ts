// The message line in the player's words: what the store and its actions said (a code and its
// facts, state/store.ts's Said) is rendered here, once, in the language on screen.
import type { Message, Said } from '../state/store';
import { type Lang, problemWords, tr } from './i18n';
import { tw } from './table-words';
import { editErrorWords } from './edit-errors';

export function saidWords(said: Said, lang: Lang): string {
  switch (said.code) {
    case 'edit.refused':
      return editErrorWords(said.scene, said.error, lang);
    case 'move.rejected':
      return `${tr(lang, 'move.rejected')}: ${said.problems.map((x) => problemWords(x, lang)).join('; ')}`;
    case 'place.noRoom':
      return `${tw(lang, 'place.noRoom')} (${said.detail})`;
    case 'store.full':
    case 'tabs.follow':
      return tw(lang, said.code);
  }
}

export function messageText(message: NonNullable<Message>, lang: Lang): string {
  return 'said' in message ? saidWords(message.said, lang) : message.text;
}
