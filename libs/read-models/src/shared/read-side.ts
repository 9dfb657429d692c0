import type { ProjectionDefinition } from '@notary/projection-runtime';

/**
 * A feature's read side, exported from one file in its folder: the projections the projector runs
 * for it, and the kinds of change they announce to the owner's open screens, each with what it
 * means (the web client refreshes what the kind names). A new feature adds one line to `readSides`.
 */
export interface ReadSide {
  readonly name: string;
  readonly projections: readonly ProjectionDefinition[];
  readonly announcements: Readonly<Record<string, string>>;
}
