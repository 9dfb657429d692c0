import type { Role } from '@notary/contracts';
import type { UnknownAction } from '@reduxjs/toolkit';
import type { ComponentType } from 'react';
import type { LiveRules } from './liveUpdates';
import type { FeatureMenuEntry } from './shell/menu';

/**
 * A page of a feature at a path (the old product's paths, matched case-insensitively). `Page` is
 * made with `lazyPage`, so its code loads when the page is first visited.
 */
export interface FeaturePage {
  path: string;
  Page: ComponentType;
  /**
   * 'shell' (the default): in the signed-in frame with the menu; 'window': signed in, in a window
   * of its own without the menu (a report); 'public': before signing in.
   */
  frame?: 'shell' | 'window' | 'public';
  /** Only for users holding one of these roles (operators' pages); the server checks the role too. */
  roles?: readonly Role[];
}

export interface MenuDialogProps {
  onClose: () => void;
}

/**
 * What a menu item of kind 'dialog' opens: a dialog shown over the current page, or an action for a
 * dialog the app hosts itself (the signing editor, which any screen may open).
 */
export type MenuDialog = { Dialog: ComponentType<MenuDialogProps> } | { open: () => UnknownAction };

/**
 * Everything the app needs to know of a feature, from one file (`features/<name>/feature.ts`);
 * app/features.ts lists them. Features never import each other: the app joins their pages, menu
 * entries, dialogs and live-update rules.
 */
export interface WebFeature<Tag extends string = string, DialogId extends string = string> {
  /** Named in the error when two features claim the same dialog id. */
  name: string;
  pages?: readonly FeaturePage[];
  /** Its menu entries; a 'dialog' item opens one of this feature's own `dialogs`. */
  menu?: readonly FeatureMenuEntry<NoInfer<DialogId>>[];
  dialogs?: Readonly<Record<DialogId, MenuDialog>>;
  /** Its RTK Query tag types and which announcements make them stale. */
  live?: LiveRules<Tag>;
}

/** Checks a feature's parts against each other: its menu opens only dialogs it registers, its live rules name only its tags. */
export const defineFeature = <Tag extends string = never, DialogId extends string = never>(feature: WebFeature<Tag, DialogId>): WebFeature<Tag, DialogId> =>
  feature;

/** The menu's dialogs of every feature, by id. Two features claiming one id is a mistake, shown at start. */
export function dialogsOf(features: readonly WebFeature[]): Readonly<Record<string, MenuDialog>> {
  const dialogs: Record<string, MenuDialog> = {};
  const owners: Record<string, string> = {};
  for (const feature of features) {
    for (const [id, dialog] of Object.entries<MenuDialog>(feature.dialogs ?? {})) {
      if (owners[id]) throw new Error(`The features "${owners[id]}" and "${feature.name}" both register the menu dialog "${id}".`);
      owners[id] = feature.name;
      dialogs[id] = dialog;
    }
  }
  return dialogs;
}
