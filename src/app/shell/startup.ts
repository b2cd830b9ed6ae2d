// Where the first table comes from. The user's own table is the autosave of the last session (or
// the default table). A shared link (#table=…) or a bundled scenario named in the address
// (?scene=<name>, never a URL) opens as a view over it: the link is read once and dropped from the
// address bar, and the autosave is not touched until the user edits the view (store.commit).
import { type Scene, loadEngine, parseSceneText } from '../engine';
import { fromBase64Url } from '../state/actions';
import { defaultScene, useStore } from '../state/store';
import { setNumberLang, tr } from '../words/i18n';
import { messageText } from '../words/message-words';
import { tw } from '../words/table-words';
import { practiceSeedInUrl, useLearn } from '../learn/learn';
import { startPractice } from '../learn/learn-actions';
import { AUTOSAVE_KEY, browserStorage, keepAside, readStored, readView, writeView } from '../state/persist';
import { startAutosave } from '../state/autosave';
import { NEWER_STORE, initTableStore, tableStorage } from '../state/local-store';
import { scenarioTitle } from '../words/titles';
import { useKept } from './banner-state';
import { loadFrench } from '../words/french';

/** Every bundled scenario (assets/scenarios), loaded on demand by name. */
const SCENARIOS = import.meta.glob(
  ['../../../assets/scenarios/*.json', '!../../../assets/scenarios/default-table.json'],
  {
    query: '?raw',
    import: 'default',
  },
) as Record<string, () => Promise<string>>;

/** A table to set a dispute up from: the default table's size and deployment, nothing on it. */
function emptyScene(): Scene {
  const d = defaultScene();
  return { ...d, name: 'Empty table', fighters: [], scenery: [] };
}

export function scenarioNames(): string[] {
  return [...Object.keys(SCENARIOS), 'default-table', 'empty-table']
    .map((p) => p.replace(/^.*\//, '').replace(/\.json$/, ''))
    .filter((n) => !n.startsWith('stress-'))
    .sort();
}

export type ScenarioRead = { kind: 'ok'; scene: Scene } | { kind: 'unknown' } | { kind: 'bad'; problem: string };

/** A bundled scenario by its exact name (a file of assets/scenarios); nothing else can be read. */
export async function readScenario(name: string): Promise<ScenarioRead> {
  if (name === 'default-table') return { kind: 'ok', scene: defaultScene() };
  if (name === 'empty-table') return { kind: 'ok', scene: emptyScene() };
  const key = Object.keys(SCENARIOS).find((p) => p.slice(p.lastIndexOf('/') + 1) === `${name}.json`);
  if (!key) return { kind: 'unknown' };
  try {
    return { kind: 'ok', scene: parseSceneText(await SCENARIOS[key](), `${name}.json`) };
  } catch (e) {
    return { kind: 'bad', problem: (e as Error).message };
  }
}

/**
 * Open a scenario from the menu as a view, as a link opens one: the user's own table is kept and
 * becomes the scenario only at their first edit of it (store.commit); "Back to my table" returns.
 */
export async function loadScenario(name: string): Promise<boolean> {
  const st = useStore.getState();
  const r = await readScenario(name);
  if (r.kind !== 'ok') {
    st.say({ kind: 'error', text: `${tr(st.lang, 'msg.badFile')}: ${r.kind === 'bad' ? r.problem : quoted(name)}` });
    return false;
  }
  // A scenario opened from the menu replaces a lesson or an exercise on show.
  useLearn.getState().leaveForNewTable();
  const view = { source: 'scenario', name, scene: r.scene } as const;
  useStore.getState().borrow({ kind: 'view', source: view.source, name }, view.scene);
  writeView(browserStorage('session'), view);
  st.say({ kind: 'info', text: `${tr(st.lang, 'msg.loaded')}: ${scenarioTitle(name, st.lang)}` });
  return true;
}

/** A name from the address, shown as text: quoted, shortened, control characters made visible. */
function quoted(s: string): string {
  const clean = s.replace(
    /[\u0000-\u001f\u007f-\u009f]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
  return JSON.stringify(clean.length > 60 ? `${clean.slice(0, 60)}…` : clean);
}

/** The user's own table: the autosave, or the default table. A bad autosave is kept aside first. */
function ownTable(): { scene: Scene; blocked: boolean } {
  const st = useStore.getState();
  const local = tableStorage();
  const stored = readStored(local, AUTOSAVE_KEY);
  if (stored.kind === 'ok') return { scene: stored.scene, blocked: false };
  if (stored.kind !== 'bad' || !local) return { scene: defaultScene(), blocked: false };
  const kept = keepAside(local, stored.text);
  if (kept.kind === 'kept') {
    useKept.setState({ key: kept.key });
    st.say({ kind: 'error', text: `${tw(st.lang, 'store.badKept')} ${kept.key}. (${stored.problem})` });
    return { scene: defaultScene(), blocked: false };
  }
  // Nowhere to copy it: leave it where it is and do not autosave over it.
  st.say({ kind: 'error', text: `${tw(st.lang, 'store.badBlocked')} (${stored.problem})` });
  return { scene: defaultScene(), blocked: true };
}

/** An error at startup, after any the autosave already raised (both must be read). */
function sayAlso(text: string): void {
  const prev = useStore.getState().message;
  useStore.getState().say({
    kind: 'error',
    text: prev?.kind === 'error' ? `${messageText(prev, useStore.getState().lang)} — ${text}` : text,
  });
}

/** Drop the link's parts from the address bar, so a reload opens the user's work, not the link. */
function dropLinkFromAddress(url: URL): void {
  url.hash = '';
  url.searchParams.delete('scene');
  window.history.replaceState(null, '', url.toString());
}

/** The table a link asks for, if any, or null (with the reason said to the user). */
async function linkedTable(url: URL): Promise<{ source: 'link' | 'scenario'; name: string; scene: Scene } | null> {
  const st = useStore.getState();
  const shared = new URLSearchParams(url.hash.replace(/^#/, '')).get('table');
  const named = url.searchParams.get('scene');
  if (shared) {
    try {
      const scene = parseSceneText(fromBase64Url(shared), 'link');
      return { source: 'link', name: scene.name ?? '', scene };
    } catch (e) {
      sayAlso(`${tw(st.lang, 'msg.badLink')} ${(e as Error).message}`);
      return null;
    }
  }
  if (named !== null) {
    const r = /^[a-z0-9][a-z0-9.-]{0,80}$/.test(named) ? await readScenario(named) : ({ kind: 'unknown' } as const);
    if (r.kind === 'ok') return { source: 'scenario', name: named, scene: r.scene };
    sayAlso(`${tw(st.lang, 'msg.onlyBundled')}: ${quoted(named)}`);
  }
  return null;
}

/** Decide the first table, then start autosaving. Called once before the first render. */
export async function startup(): Promise<void> {
  // Numbers are written in the player's language (12,5 cm in French), from the first frame on.
  setNumberLang(useStore.getState().lang);
  // French is waited for when it is the player's language, else fetched once the table is up (so the
  // language button answers at once).
  if (useStore.getState().lang === 'fr') await loadFrench();
  else setTimeout(() => void loadFrench(), 2000);
  useStore.subscribe((s, prev) => {
    if (s.lang !== prev.lang) setNumberLang(s.lang);
  });
  // The engine's core (sight, moves, contact) is fetched now and not waited for: the table draws first.
  void loadEngine();
  const url = new URL(window.location.href);
  const session = browserStorage('session');
  // IndexedDB (with today's localStorage tables moved in) is read before the first table is chosen.
  const store = await initTableStore();
  const own = ownTable();
  if (store.kind === 'local' && store.reason === NEWER_STORE) sayAlso(tw(useStore.getState().lang, 'store.newer'));
  useStore.setState({ scene: own.scene, past: [], future: [] });
  // The game's record of this table (issue 34): recorded from now on; the recorder follows the engine's core.
  const recorder = loadEngine()
    .then(() => import('../record/recording'))
    .then((r) => r.startRecording());
  const hadLink = url.hash.includes('table=') || url.searchParams.has('scene');
  // A short game's record rides in the link beside its table (record/record-link.ts).
  const linkedRecord = new URLSearchParams(url.hash.replace(/^#/, '')).get('record');
  const view = hadLink ? await linkedTable(url) : readView(session);
  if (hadLink) dropLinkFromAddress(url);
  if (view) {
    useStore.getState().borrow({ kind: 'view', source: view.source, name: view.name }, view.scene);
    writeView(session, view);
    if (view.source === 'link' && linkedRecord)
      void Promise.all([recorder, import('../record/record-link')]).then(([r, m]) =>
        m.openLinkedRecord(r, linkedRecord, view.scene),
      );
  } else writeView(session, null);
  const saver = startAutosave(own.blocked);
  // Write the first scene at once, so a reload restores exactly what is shown.
  saver.writeNow();
  // ?practice=<seed>: the shared exercise opens over the user's table, which stays saved.
  const seed = practiceSeedInUrl();
  if (seed !== null) startPractice(seed);
}
