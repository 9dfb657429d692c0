import type { Filter } from '@notary/document-store';
import type { ReadModelCatalog } from '@notary/projection-runtime';
import { ACCOUNTS, type AccountDocument } from '../accounts/account.document';
import { STREAMS_CATALOGUE, type StreamEntryDocument } from './stream-entry.document';

export interface StreamSearch {
  /** Only streams of this owner (a user id). */
  ownerId?: string;
  /** Only streams of this kind ('signing', 'customer', ...). */
  type?: string;
  /** Only streams whose id starts with this text ('signing-3f2a'). */
  prefix?: string;
  /** From 1. */
  pageNumber: number;
  pageSize: number;
}

export interface StreamsFound {
  streams: Array<StreamEntryDocument & { OwnerEmail: string }>;
  total: number;
}

/**
 * Streams of every owner, newest activity first, a page at a time: support's finder (the route
 * checks the role). The prefix is a range over the id (the primary key), so it needs no scan.
 */
export async function findStreams(catalog: ReadModelCatalog, search: StreamSearch): Promise<StreamsFound> {
  const filter: Filter = {};
  if (search.ownerId !== undefined) filter.OwnerId = search.ownerId;
  if (search.type) filter.Type = search.type;
  if (search.prefix) filter._id = { $gte: search.prefix, $lt: `${search.prefix}\uffff` };
  const streams = catalog.collection<StreamEntryDocument>(STREAMS_CATALOGUE);
  const [page, total] = await Promise.all([
    streams.find(filter, { sort: { LastPosition: -1 }, skip: (search.pageNumber - 1) * search.pageSize, limit: search.pageSize }),
    streams.countDocuments(filter),
  ]);
  const emails = await emailsOf(catalog, [...new Set(page.map((stream) => stream.OwnerId))]);
  return { streams: page.map((stream) => ({ ...stream, OwnerEmail: emails.get(stream.OwnerId) ?? '' })), total };
}

/** One stream's entry, or null when the catalogue has not seen it. */
export function findStreamEntry(catalog: ReadModelCatalog, streamId: string): Promise<StreamEntryDocument | null> {
  return catalog.collection<StreamEntryDocument>(STREAMS_CATALOGUE).findOne({ _id: streamId });
}

/** The e-mail addresses of some users, by id (a user without an account is left out). */
export async function emailsOf(catalog: ReadModelCatalog, userIds: readonly string[]): Promise<Map<string, string>> {
  if (!userIds.length) return new Map();
  const accounts = await catalog.collection<AccountDocument>(ACCOUNTS).find({ _id: { $in: [...userIds] } }, { projection: { Email: 1 } });
  return new Map(accounts.map((account) => [account._id, account.Email]));
}
