import type { DocumentData, Timestamp } from 'firebase-admin/firestore';
import type { ListPage, ListQuery } from '@shared/schemas/list-query';
import { withDeadline } from '../data/firestore';
import { pageOf, type ListSummary } from './list-params';

export type SummaryConfig = {
  collection: string;
  /** The stored fields a list filters and sorts on, read by a projection (never the long text). */
  listFields: readonly string[];
  summarize: (data: DocumentData) => Omit<ListSummary, 'id' | 'createdAtMs' | 'updatedAtMs'>;
};

const millis = (value: unknown) => (value as Timestamp | undefined)?.toMillis?.() ?? 0;

/**
 * The admin's paged list: one projected scan of the collection (a few short fields per record), then the page's
 * records read in full by id. At 500 records that is 500 small document reads plus 25 (decision 0022).
 */
export function createListScan<R>(config: SummaryConfig, toRecord: (id: string, data: DocumentData) => R | null) {
  async function summaries(): Promise<ListSummary[]> {
    const snapshot = await withDeadline((db) =>
      db
        .collection(config.collection)
        .select(...config.listFields, 'createdAt', 'updatedAt')
        .get(),
    );
    return snapshot.docs.map((doc) => {
      const data = doc.data();
      return {
        id: doc.id,
        ...config.summarize(data),
        createdAtMs: millis(data.createdAt),
        updatedAtMs: millis(data.updatedAt),
      };
    });
  }

  return {
    /** Every record the admin may see (drafts and scheduled ones included), one page of them. */
    async adminPage(query: ListQuery, now: number): Promise<ListPage<R>> {
      const { ids, pageInfo } = pageOf(await summaries(), query, now);
      if (ids.length === 0) return { items: [], pageInfo };
      const docs = await withDeadline((db) => db.getAll(...ids.map((id) => db.collection(config.collection).doc(id))));
      const items = docs.map((doc) => toRecord(doc.id, doc.data() ?? {})).filter((r): r is R => r !== null);
      return { items, pageInfo };
    },

    /** A page of records already in hand (the public list, from the read cache). */
    pageOfRecords(
      records: readonly R[],
      idOf: (record: R) => string,
      toSummary: (record: R) => ListSummary,
      query: ListQuery,
      now: number,
    ): ListPage<R> {
      const { ids, pageInfo } = pageOf(records.map(toSummary), query, now);
      const byId = new Map(records.map((record) => [idOf(record), record]));
      return { items: ids.map((id) => byId.get(id)).filter((r): r is R => r !== undefined), pageInfo };
    },
  };
}
