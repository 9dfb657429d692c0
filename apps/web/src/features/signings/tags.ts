import type { TagDescription } from '@reduxjs/toolkit/query';
import type { Announcement, LiveRules } from '../../app/liveUpdates';

/** The signings' cached data: one signing (by id, with its confirmation calls) and the list's pages. */
export const signingTags = ['Signing', 'SigningList'] as const;
export type SigningTag = (typeof signingTags)[number];

const signingChanged = ({ Id }: Announcement): TagDescription<SigningTag>[] => ['Signing', { type: 'Signing', id: Id }, 'SigningList'];

export const signingsLive: LiveRules<SigningTag> = {
  tags: signingTags,
  staleOn: { 'signing.saved': signingChanged, 'signing.deleted': signingChanged },
};
