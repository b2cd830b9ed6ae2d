/** What is selected on the table: one fighter or one piece of scenery, or nothing. */
export type Selection = { kind: 'fighter' | 'scenery'; id: string } | null;
