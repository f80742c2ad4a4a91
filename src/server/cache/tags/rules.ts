import { privateTables, tableAudience } from '~/server/db/schema';

/**
 * What the cache tags know of the tables (docs/decisions/019-read-cache-tags.md). Three things
 * come from the schema itself: which tables are private (declared beside their types,
 * `tableAudience` in src/server/db/schema.ts), and which rows go with a deleted row (the foreign
 * keys `on delete cascade` the migrations made, read from the database at start: schema.ts here).
 * How a table splits into parts and which rows no visitor sees are the cache's own rules, below.
 */
type TableRule = {
  /** The column that splits the table into parts: a read pinning it depends on that part only. */
  part?: string;
  /** Rows public reads show only when `column` is one of `visible` (D6: approved comments). */
  visibility?: { column: string; visible: readonly unknown[] };
};

export const TABLE_RULES: Readonly<Record<string, TableRule>> = {
  content_items: { part: 'id' },
  comments: { part: 'contentItemId', visibility: { column: 'isApproved', visible: [1, true] } },
  comment_reactions: { part: 'commentId' },
  recognition_items: { part: 'id' },
  shame_items: { part: 'id' },
  arsenal_items: { part: 'id' },
  intelligence_reports: { part: 'id' },
  reality_readiness_videos: { part: 'id' },
};

/**
 * SQLite's FTS5 indexes of the search (migrations 0011-0013): their triggers write them with
 * their content table, so a raw read of one declares that table (`rawRead`, src/server/db/raw-sql.ts).
 */
const INDEX_TABLES: Readonly<Record<string, string>> = {
  search_fts: 'search_documents',
  search_trigram: 'search_documents',
  search_words_trigram: 'search_words',
};

/** Whether no public read shows this table (a table not declared private, such as one added later, is public). */
export const isPrivateTable = (table: string): boolean => privateTables.has(table);

/** The tables of the database that say neither whether visitors see them nor what they index (rules.test.ts keeps this empty). */
export const undeclaredTables = (tables: readonly string[]): string[] =>
  tables.filter((table) => !Object.hasOwn(tableAudience, table) && !Object.hasOwn(INDEX_TABLES, table));

/**
 * The tables whose rows go with a deleted row of each table, through every level of `on delete
 * cascade` (content_items takes its comments, and their reactions). Learned once the migrations
 * ran (`learn`); until then a delete names only its own table, which is before anything is kept.
 */
export class Cascades {
  private byParent = new Map<string, readonly string[]>();

  /** `foreignKeys`: child table and parent table of each cascading foreign key. */
  learn(foreignKeys: readonly { child: string; parent: string }[]): void {
    const children = new Map<string, Set<string>>();
    for (const { child, parent } of foreignKeys) {
      if (!children.has(parent)) children.set(parent, new Set());
      children.get(parent)?.add(child);
    }
    // Nearest first: a table's own children, then theirs.
    const reach = (parent: string): string[] => {
      const found: string[] = [];
      for (let i = -1, table = parent; i < found.length; table = found[++i])
        for (const child of children.get(table) ?? []) if (child !== parent && !found.includes(child)) found.push(child);
      return found;
    };
    this.byParent = new Map([...children.keys()].map((parent) => [parent, reach(parent)]));
  }

  of(table: string): readonly string[] {
    return this.byParent.get(table) ?? [];
  }
}
