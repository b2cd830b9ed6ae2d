// Where the first table comes from: a shared link (#table=…), a named scenario or a file URL
// (?scene=…), the autosave of the last session, or the default table.
import { parseSceneText } from './engine';
import { fromBase64Url } from './actions';
import { defaultScene, restoreAutosave, startAutosave, useStore } from './store';
import { tr } from './i18n';
import { practiceSeedInUrl, useLearn } from './learn';

/** Every bundled scenario (assets/scenarios), loaded on demand by name. */
const SCENARIOS = import.meta.glob(['../../assets/scenarios/*.json', '!../../assets/scenarios/default-table.json'], {
  query: '?raw',
  import: 'default',
}) as Record<
  string,
  () => Promise<string>
>;

export function scenarioNames(): string[] {
  return [...Object.keys(SCENARIOS), 'default-table']
    .map((p) => p.replace(/^.*\//, '').replace(/\.json$/, ''))
    .filter((n) => !n.startsWith('stress-'))
    .sort();
}

export async function loadScenario(name: string): Promise<boolean> {
  const key = Object.keys(SCENARIOS).find((p) => p.endsWith(`/${name}.json`));
  const st = useStore.getState();
  // A scenario opened from the menu is the user's own table: leave a lesson or an exercise.
  useLearn.getState().leaveForNewTable();
  if (name === 'default-table') {
    st.load(defaultScene(), `${tr(st.lang, 'msg.loaded')}: ${name}`);
    return true;
  }
  if (!key) {
    st.say({ kind: 'error', text: `${tr(st.lang, 'msg.badFile')}: ${name}` });
    return false;
  }
  try {
    const text = await SCENARIOS[key]();
    st.load(parseSceneText(text, `${name}.json`), `${tr(st.lang, 'msg.loaded')}: ${name}`);
    return true;
  } catch (e) {
    st.say({ kind: 'error', text: `${tr(st.lang, 'msg.badFile')}. ${(e as Error).message}` });
    return false;
  }
}

/** Decide the first table, then start autosaving. Called once before the first render. */
export async function startup(): Promise<void> {
  const url = new URL(window.location.href);
  const hash = new URLSearchParams(url.hash.replace(/^#/, ''));
  const shared = hash.get('table');
  const named = url.searchParams.get('scene');
  const st = useStore.getState();
  let loaded = false;
  if (shared) {
    try {
      const scene = parseSceneText(fromBase64Url(shared), 'link');
      useStore.setState({ scene, past: [], future: [] });
      loaded = true;
    } catch (e) {
      st.say({ kind: 'error', text: `${tr(st.lang, 'msg.badFile')}. ${(e as Error).message}` });
    }
  } else if (named) {
    if (named.includes('/') || named.endsWith('.json')) {
      try {
        const res = await fetch(named);
        const scene = parseSceneText(await res.text(), named);
        useStore.setState({ scene, past: [], future: [] });
        loaded = true;
      } catch (e) {
        st.say({ kind: 'error', text: `${tr(st.lang, 'msg.badFile')}. ${(e as Error).message}` });
      }
    } else {
      loaded = await loadScenario(named);
      if (loaded) useStore.setState({ past: [], future: [], message: null });
    }
  }
  if (!loaded) {
    const saved = restoreAutosave();
    if (saved) useStore.setState({ scene: saved, past: [], future: [] });
  }
  startAutosave();
  // Write the first scene at once, so a reload restores exactly what is shown.
  useStore.setState({ scene: useStore.getState().scene });
  // ?practice=<seed>: the shared exercise opens over the user's table, which stays saved.
  const seed = practiceSeedInUrl();
  if (seed !== null) {
    useLearn.getState().startPractice(seed);
    useStore.setState({ past: [], future: [] });
  }
}
