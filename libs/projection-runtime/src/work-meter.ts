/** Where one projection's time went while the projector (or a rebuild) ran it. */
export interface ProjectionWork {
  projection: string;
  /** Events of its own types it applied. */
  events: number;
  /** Time in its apply (its evolve, and reads of documents it did not hold yet). */
  applyMs: number;
  /** Documents written (inserted, replaced or deleted) when the held ones were written out. */
  written: number;
  /** Time writing them out. */
  writeMs: number;
}

/**
 * Counts where a projector's time goes, per projection, for `npm run bench:store` and an operator
 * wondering which projection is slow. Two clock reads per applied event and per write-out: cheap
 * enough to stay on.
 */
export class WorkMeter {
  private readonly work = new Map<string, ProjectionWork>();
  /** Logical collection -> the projection that owns it (a collection has one owner). */
  private readonly owners = new Map<string, string>();

  own(projection: string, collections: readonly string[]): void {
    for (const logical of collections) this.owners.set(logical, projection);
  }

  applied(projection: string, ms: number): void {
    const entry = this.entry(projection);
    entry.events += 1;
    entry.applyMs += ms;
  }

  /** `physical` is a generation's collection name (`logical_gN`). */
  wrote(physical: string, documents: number, ms: number): void {
    const logical = physical.replace(/_g\d+$/, '');
    const entry = this.entry(this.owners.get(logical) ?? logical);
    entry.written += documents;
    entry.writeMs += ms;
  }

  /** The projections that cost the most first. */
  report(): ProjectionWork[] {
    return [...this.work.values()]
      .map((entry) => ({ ...entry, applyMs: Math.round(entry.applyMs), writeMs: Math.round(entry.writeMs) }))
      .sort((a, b) => b.applyMs + b.writeMs - (a.applyMs + a.writeMs));
  }

  private entry(projection: string): ProjectionWork {
    let entry = this.work.get(projection);
    if (!entry) this.work.set(projection, (entry = { projection, events: 0, applyMs: 0, written: 0, writeMs: 0 }));
    return entry;
  }
}
