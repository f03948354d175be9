import type { KyselyPlugin, OperationNode, PluginTransformQueryArgs, PluginTransformResultArgs, QueryResult, RootOperationNode, UnknownRow } from 'kysely';
import type { SelfDirection } from './self-reference-rules';

/**
 * lite checks an embed's existence (`!inner`, `embed=not.is.null`, `embed=is.null`) with
 * `exists (select 1 from <target> where <target>.<fk> = <parent>.<ref>)`. When the target is the
 * table itself it names it twice without an alias (`from "folders" where "folders"."parent_id" =
 * "folders"."id"`), so both sides are the inner row and each row meets only itself: `!inner`
 * answered `[]`, `is.null` every row. PostgREST aliases the embedded table (`folders_1`).
 *
 * This rewrites such an existence check in the compiled query tree, as a kysely plugin on the
 * request's transaction: the inner table gets an alias, and every reference to the table inside
 * the check is the inner row's except the parent's side of the key's columns. Which side that is
 * depends on the direction, which the SQL no longer says (lite writes the key column first either
 * way); it is read from the request (self-reference-embeds.ts), one check per self-embed, in the
 * order lite adds them.
 */
export interface SelfExistenceCheck {
  direction: SelfDirection;
  /** The key's referencing columns, paired with `refColumns`. */
  columns: readonly string[];
  refColumns: readonly string[];
}

export interface SelfExistencePlan {
  /** The request's table. */
  table: string;
  /** Its self-embeds' existence checks, in the order lite adds them to the WHERE clause. */
  checks: readonly SelfExistenceCheck[];
}

/** The alias of the inner row: PostgREST's naming of an embedded table at depth 1. */
export function innerAlias(table: string): string {
  return `${table}_1`;
}

type Node = OperationNode & Record<string, unknown>;

export class SelfReferenceExistsPlugin implements KyselyPlugin {
  constructor(private readonly plan: SelfExistencePlan) {}

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    return rewriteSelfExistenceChecks(args.node, this.plan);
  }

  transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return Promise.resolve(args.result);
  }
}

/** `node` with each query over `plan.table` whose self-existence checks match the plan rewritten. */
export function rewriteSelfExistenceChecks<T extends OperationNode>(node: T, plan: SelfExistencePlan): T {
  return mapNodes(node as unknown as Node, (candidate) => {
    if (candidate.kind !== 'SelectQueryNode' || fromTable(candidate) !== plan.table || !candidate.where) return undefined;
    const checks = existenceChecks(candidate.where as Node, plan.table);
    if (checks.length === 0 || checks.length !== plan.checks.length) return undefined;
    const rewritten = new Map(checks.map((check, index) => [check, aliased(check, plan.table, plan.checks[index])]));
    const where = mapNodes(candidate.where as Node, (inner) => rewritten.get(inner));
    // The embeds' own subqueries (select list) are right already; only the WHERE clause changes.
    return { ...candidate, where };
  }) as unknown as T;
}

/** The table a query reads, when it reads one table without an alias. */
function fromTable(query: Node): string | undefined {
  const froms = (query.from as { froms?: Node[] } | undefined)?.froms;
  if (froms?.length !== 1 || froms[0].kind !== 'TableNode') return undefined;
  return tableName(froms[0]);
}

function tableName(table: Node): string | undefined {
  const identifier = (table.table as { identifier?: { name?: unknown } } | undefined)?.identifier;
  return typeof identifier?.name === 'string' ? identifier.name : undefined;
}

/** The subqueries of `exists (…)` over `table` in a WHERE tree, left to right, not nested ones. */
function existenceChecks(where: Node, table: string): Node[] {
  const found: Node[] = [];
  const visit = (node: Node) => {
    if (node.kind === 'SelectQueryNode') return;
    const operand = node.operand as Node | undefined;
    if (node.kind === 'UnaryOperationNode' && operatorOf(node) === 'exists' && operand?.kind === 'SelectQueryNode') {
      if (fromTable(operand) === table) found.push(operand);
      return;
    }
    forEachChild(node, visit);
  };
  visit(where);
  return found;
}

function operatorOf(node: Node): string | undefined {
  const operator = (node.operator as { operator?: unknown } | undefined)?.operator;
  return typeof operator === 'string' ? operator : undefined;
}

/** The check with its table aliased, the key's parent side left on the outer row. */
function aliased(check: Node, table: string, plan: SelfExistenceCheck): Node {
  const alias = innerAlias(table);
  const from = check.from as Node & { froms: Node[] };
  const aliasNode = { kind: 'AliasNode', node: from.froms[0], alias: { kind: 'IdentifierNode', name: alias } };
  // The parent's side: its referenced columns for one-to-many (children point at it), its key
  // columns for many-to-one (it points at the parent row).
  const outerColumns = new Set(plan.direction === 'one-to-many' ? plan.refColumns : plan.columns);
  const renamed = mapNodes(check, (node) => {
    if (node === check) return undefined;
    if (node.kind === 'SelectQueryNode' && fromTable(node) === table) return node; // its own row, shadowing ours
    if (node.kind === 'BinaryOperationNode' && isKeyCondition(node, table, plan)) {
      const side = (operand: Node) => (outerColumns.has(columnOf(operand) ?? '') ? operand : requalified(operand, alias));
      return { ...node, leftOperand: side(node.leftOperand as Node), rightOperand: side(node.rightOperand as Node) };
    }
    if (node.kind === 'ReferenceNode' && referencedTable(node) === table) return requalified(node, alias);
    return undefined;
  });
  return { ...renamed, from: { ...from, froms: [aliasNode] } };
}

/** `"table"."column" = "table"."ref_column"` for a pair of the key: lite's join condition. */
function isKeyCondition(node: Node, table: string, plan: SelfExistenceCheck): boolean {
  const left = node.leftOperand as Node;
  const right = node.rightOperand as Node;
  if (operatorOf(node) !== '=' || left.kind !== 'ReferenceNode' || right.kind !== 'ReferenceNode') return false;
  if (referencedTable(left) !== table || referencedTable(right) !== table) return false;
  return plan.columns.some((column, index) => columnOf(left) === column && columnOf(right) === plan.refColumns[index]);
}

function referencedTable(reference: Node): string | undefined {
  const table = reference.table as Node | undefined;
  return table ? tableName(table) : undefined;
}

function columnOf(reference: Node): string | undefined {
  const column = (reference.column as { column?: { name?: unknown } } | undefined)?.column?.name;
  return typeof column === 'string' ? column : undefined;
}

function requalified(reference: Node, alias: string): Node {
  const table = { kind: 'TableNode', table: { kind: 'SchemableIdentifierNode', identifier: { kind: 'IdentifierNode', name: alias } } };
  return { ...reference, table };
}

/**
 * A copy of the tree where `replace` returns a node (kept as it is, not descended into), else the
 * node with its children mapped. Nodes are frozen plain objects; unchanged subtrees are shared.
 */
function mapNodes(node: Node, replace: (node: Node) => Node | undefined): Node {
  const replaced = replace(node);
  if (replaced) return replaced;
  let changed = false;
  const copy: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    const mapped = mapValue(value, replace);
    if (mapped !== value) changed = true;
    copy[key] = mapped;
  }
  return changed ? (copy as Node) : node;
}

function mapValue(value: unknown, replace: (node: Node) => Node | undefined): unknown {
  if (Array.isArray(value)) {
    const mapped = value.map((item) => mapValue(item, replace));
    return mapped.some((item, index) => item !== value[index]) ? mapped : value;
  }
  return isNode(value) ? mapNodes(value, replace) : value;
}

function forEachChild(node: Node, visit: (child: Node) => void): void {
  for (const value of Object.values(node)) {
    if (Array.isArray(value)) value.forEach((item) => isNode(item) && visit(item));
    else if (isNode(value)) visit(value);
  }
}

function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && typeof (value as { kind?: unknown }).kind === 'string';
}
