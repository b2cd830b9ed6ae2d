// Where a table point is drawn on the page, for what floats over the table in HTML (the readout
// beside a dragged piece): the 3D table registers its camera's projection here (table/Table3D).

/** A table point (mm) to page coordinates (CSS px), or null while no table is drawn. */
type Project = (xMm: number, yMm: number, zMm: number) => { x: number; y: number } | null;

export class ScreenProjector {
  private project: Project | null = null;

  /** The table's projection, or null when the table goes. */
  set(project: Project | null): void {
    this.project = project;
  }

  toScreen(xMm: number, yMm: number, zMm = 0): { x: number; y: number } | null {
    return this.project ? this.project(xMm, yMm, zMm) : null;
  }
}

export const screenProjector = new ScreenProjector();
