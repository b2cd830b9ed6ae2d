// What the table's banner (TableBanner.tsx) shows besides a borrowed or adopted table.
import { create } from 'zustand';

/** The key an unreadable autosave was copied to at startup, until the user dismisses it. */
export const useKept = create<{ key: string | null }>(() => ({ key: null }));
