// The keys the app answers to outside form fields: undo and redo, save, the tools, turning the
// selected fighter, the camera's views, display toggles, language, move actions, Delete and Escape.
import { useEffect } from 'react';
import { MOVE_ACTIONS } from '../engine';
import { useStore } from '../state/store';
import { deleteSelected, saveToFile, turnSelected } from '../state/actions';
import { useSetup } from '../edit/setup';
import { TOOLS } from './Toolbar';
import { useCameraView } from '../state/camera-view';
import { chooseLang } from './choose-lang';

export function useKeys() {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const el = e.target as HTMLElement | null;
      if (el && (el.tagName === 'INPUT' || el.tagName === 'SELECT' || el.tagName === 'TEXTAREA')) return;
      const st = useStore.getState();
      const k = e.key;
      if ((e.ctrlKey || e.metaKey) && (k === 'z' || k === 'Z')) {
        e.preventDefault();
        if (e.shiftKey) st.redo();
        else st.undo();
        return;
      }
      if ((e.ctrlKey || e.metaKey) && (k === 'y' || k === 'Y')) {
        e.preventDefault();
        st.redo();
        return;
      }
      if ((e.ctrlKey || e.metaKey) && (k === 's' || k === 'S')) {
        e.preventDefault();
        saveToFile();
        return;
      }
      if (e.ctrlKey || e.metaKey || e.altKey) return;
      const tool = TOOLS.find((t) => t.key === k.toUpperCase());
      if (tool) {
        st.setTool(tool.id);
        return;
      }
      switch (k) {
        case '[':
        case '{':
          turnSelected(e.shiftKey ? 1 : 15);
          return;
        case ']':
        case '}':
          turnSelected(e.shiftKey ? -1 : -15);
          return;
        case 't':
        case 'T':
          st.cameraDo('top');
          return;
        case 'o':
        case 'O':
          st.cameraDo('orbit');
          return;
        case 'f':
        case 'F':
          st.cameraDo('focus');
          return;
        case 'p':
        case 'P':
          useCameraView.getState().togglePlan();
          return;
        case 'g':
        case 'G':
          st.toggleGrid();
          return;
        case 'v':
        case 'V':
          st.toggleFov();
          return;
        case 'l':
        case 'L':
          void chooseLang(st.lang === 'en' ? 'fr' : 'en');
          return;
        case 'Delete':
        case 'Backspace':
          if (st.tool === 'edit') deleteSelected();
          return;
        case 'Escape':
          useSetup.getState().setMode('idle');
          st.select(null);
          st.setSightTarget(null);
          st.clearMeasure();
          return;
        case '1':
        case '2':
        case '3':
        case '4':
        case '5':
        case '6':
          st.setAction(MOVE_ACTIONS[Number(k) - 1]);
          return;
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}
