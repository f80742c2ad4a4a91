import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { readDeps } from '../cache/tags/read-deps';
import { Cascades } from '../cache/tags/rules';
import { writePlan } from '../cache/tags/write-plan';
import { rawDeclaration, rawRead, rawWrite } from './raw-sql';

const cascades = new Cascades();
cascades.learn([
  { child: 'comments', parent: 'content_items' },
  { child: 'comment_reactions', parent: 'comments' },
]);
const effectsOf = (node: Parameters<typeof writePlan>[0]) => {
  const plan = writePlan(node, cascades);
  return plan && plan.kind === 'known' ? plan.effects : plan;
};

describe('raw statements say what they read and write', () => {
  it('keeps the declaration with the statement, and none for one that declared nothing', () => {
    const read = rawRead(['shame_items'], sql`select * from shame_items`);
    expect(rawDeclaration(read.toOperationNode())).toEqual({ kind: 'read', tables: ['shame_items'] });
    expect(rawDeclaration(sql`select 1`.toOperationNode())).toBeUndefined();
  });

  it('a declared read shows its tables (a row by id: that part), hidden rows wherever a table has them, and writes nothing', () => {
    const node = rawRead(['shame_items', { table: 'content_items', id: 7 }, 'comments'], sql`select 1`).toOperationNode();
    expect(readDeps(node)).toEqual([
      { table: 'shame_items', part: null, hidden: false },
      { table: 'content_items', part: '7', hidden: false },
      { table: 'comments', part: null, hidden: true },
    ]);
    expect(writePlan(node, cascades)).toBeNull();
    expect(readDeps(rawRead([], sql`pragma wal_checkpoint(PASSIVE)`).toOperationNode())).toEqual([]);
  });

  it('a declared write changes its tables, one part by id, and what a delete takes along; it reads nothing', () => {
    const update = rawWrite(
      [{ table: 'content_items', id: 2 }],
      sql`update content_items set title = 'c' where id = ${2}`,
    ).toOperationNode();
    expect(effectsOf(update)).toEqual([{ table: 'content_items', part: '2', hiddenOnly: false }]);
    expect(readDeps(update)).toBeNull();
    const remove = rawWrite(
      [{ table: 'content_items', id: 2, deletes: true }],
      sql`delete from content_items where id = ${2}`,
    ).toOperationNode();
    expect(effectsOf(remove)).toEqual([
      { table: 'content_items', part: '2', hiddenOnly: false },
      { table: 'comments', part: null, hiddenOnly: false },
      { table: 'comment_reactions', part: null, hiddenOnly: false },
    ]);
    // An id on a table not split by id: the whole table.
    expect(effectsOf(rawWrite([{ table: 'job_title_translations', id: 3 }], sql`update x`).toOperationNode())).toEqual([
      { table: 'job_title_translations', part: null, hiddenOnly: false },
    ]);
    expect(effectsOf(rawWrite([], sql`insert into search_fts(search_fts) values ('optimize')`).toOperationNode())).toEqual([]);
  });

  it('an undeclared raw statement reads and changes everything, whatever its text says', () => {
    for (const text of [sql`select * from shame_items`, sql`update shame_items set title = 'x' where id = ${1}`, sql`vacuum`]) {
      expect(effectsOf(text.toOperationNode())).toEqual([{ table: '*', part: null, hiddenOnly: false }]);
      expect(readDeps(text.toOperationNode())).toEqual([{ table: '*', part: null, hidden: true }]);
    }
  });

  it('a fragment inside a query adds the tables it declares; an undeclared one is an expression over the query', () => {
    const words = rawRead(['search_words'], sql<boolean>`exists (select 1 from search_words where word = ${'a'})`);
    const node = rawRead(['search_documents'], sql`select * from search_documents where ${words}`).toOperationNode();
    expect(readDeps(node)).toEqual([
      { table: 'search_documents', part: null, hidden: false },
      { table: 'search_words', part: null, hidden: false },
    ]);
    const inQuery = rawRead([], sql`select ${sql<number>`1 + 1`} as two`).toOperationNode();
    expect(readDeps(inQuery)).toEqual([]);
  });
});

/**
 * The source holds every raw statement to a declaration: an undeclared one would empty the read
 * cache on every run. Checked in src/server's sources (their syntax trees, not their text): a
 * `sql` template executed as it stands, or one naming a table (`from`, `join`), must sit inside a
 * `rawRead(...)` or `rawWrite(...)`. Not src/server/db/copy.ts: `npm run db:copy` opens its databases unwatched.
 */
describe('every raw statement in src/server declares what it reads or writes', () => {
  const root = path.resolve(import.meta.dirname, '..');
  const UNWATCHED = new Set(['db/copy.ts']);
  const sources = (dir: string): string[] =>
    fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((e) => {
      const rel = path.join(dir, e.name);
      if (e.isDirectory()) return sources(rel);
      return /\.ts$/.test(e.name) && !e.name.endsWith('.test.ts') && !UNWATCHED.has(rel) ? [rel] : [];
    });

  const undeclared = (file: string): string[] => {
    const source = ts.createSourceFile(file, fs.readFileSync(path.join(root, file), 'utf8'), ts.ScriptTarget.Latest, true);
    const found: string[] = [];
    const declared = (node: ts.Node): boolean => {
      for (let n = node.parent; n; n = n.parent)
        if (ts.isCallExpression(n) && ts.isIdentifier(n.expression) && ['rawRead', 'rawWrite'].includes(n.expression.text)) return true;
      return false;
    };
    const visit = (node: ts.Node) => {
      if (ts.isTaggedTemplateExpression(node) && ts.isIdentifier(node.tag) && node.tag.text === 'sql') {
        const t = node.template;
        const text = ts.isNoSubstitutionTemplateLiteral(t)
          ? t.text
          : [t.head.text, ...t.templateSpans.map((s) => s.literal.text)].join(' ');
        const executed = ts.isPropertyAccessExpression(node.parent) && node.parent.name.text === 'execute';
        if ((executed || /\b(from|join)\b/i.test(text)) && !declared(node)) {
          const { line } = source.getLineAndCharacterOfPosition(node.getStart());
          found.push(`${file}:${line + 1}`);
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
    return found;
  };

  it('has none undeclared', () => {
    const files = sources('.');
    expect(files).toContain('db/crud.ts');
    expect(files.flatMap(undeclared)).toEqual([]);
  });
});
