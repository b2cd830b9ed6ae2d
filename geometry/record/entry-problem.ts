// What is wrong with one entry on the position it was made from: the field and the problem, which
// parseGame turns into one line naming `entries[i].<field>`.
export class EntryProblem extends Error {
  constructor(
    readonly field: string,
    readonly problem: string,
  ) {
    super(`${field}: ${problem}`);
    this.name = 'EntryProblem';
  }
}
