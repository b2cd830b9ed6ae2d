// English and French words of the live table (Play together).
import type { Lang } from '../words/i18n';
import { frenchWord } from '../words/french';

const EN = {
  play: 'Play together',
  title: 'Live table',
  server: 'Table server',
  start: 'Make a live table',
  starting: 'Making the table…',
  link: 'Send this link to the other player:',
  copy: 'Copy',
  copied: 'Link copied',
  copyManual:
    'This page cannot copy (its address is not secure: plain http on the network). The link is selected: copy it by hand, or serve the table with --tls (README, "Friends on a LAN").',
  leave: 'Leave',
  close: 'Close',
  'status.connecting': 'connecting…',
  'status.live': 'live',
  'status.offline': 'offline: your changes are kept and sent on return',
  'status.refused': 'refused: wrong or expired link',
  players: 'players here',
  you: 'you',
  player: 'Player',
  rejected: 'The table server refused a change; your copy is kept on this device',
  wentBack: 'Put back to the shared table',
  diskFull: 'The table server has no space to keep changes; yours stay on this device and are sent later',
  noServer: 'No table server answers at',
  invalidShared: 'The shared table does not read as a valid table; the last valid one is shown',
  codeHint: 'or the join code of a table on this server:',
  join: 'Join',
  noCode: 'No table has this code on this server (a code lasts a day)',
} as const;

export type LiveWord = keyof typeof EN;

export function lw(lang: Lang, key: LiveWord): string {
  return frenchWord(lang, 'live', key) ?? EN[key];
}
