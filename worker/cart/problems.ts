/**
 * The cart's refusals as Problems (pure): which status and field path each store error and
 * region rule answers with. The use cases return these; the routes render them.
 */
import type { CartError } from './lines';
import type { Regions } from '../rules/regions';
import type { ApiIssue as Issue, Problem } from '../edge/errors';

export const problem = (
  status: Problem['status'],
  code: string,
  message: string,
  issues: Issue[] = [],
): { ok: false; problem: Problem } => ({
  ok: false,
  problem: { status, code, message, issues },
});

export const notFound = (id: string) => problem(404, 'cart_not_found', `No cart ${id} in this session`);

/** Spec §4: carts exist only in shopping regions; elsewhere the shop is a catalogue. */
export function shoppingProblem(regions: Regions): Problem | null {
  if (regions.shopping) return null;
  return {
    status: 403,
    code: 'shopping_unavailable',
    message: `Online shopping is not available in region "${regions.content}": the shop is a catalogue there. Carts exist only in the us, ca, no, pro and pro_ca regions.`,
    issues: [],
  };
}

/** A store refusal as a Problem; its field path is under `pathPrefix` (the request's lines) when the error names a line. */
export function cartProblem(error: CartError, pathPrefix: string): { ok: false; problem: Problem } {
  const at = (field: string) =>
    error.code !== 'too_many_lines' && 'index' in error && error.index !== undefined ? `${pathPrefix}.${error.index}.${field}` : field;
  switch (error.code) {
    case 'invalid_quantity':
      return problem(400, error.code, error.message, [{ path: at('quantity'), message: error.message }]);
    case 'insufficient_stock':
      return problem(409, error.code, error.message, [
        { path: at('quantity'), message: error.message, variant_id: error.variantId, available: error.available, in_cart: error.inCart },
      ]);
    case 'too_many_lines':
      return problem(409, error.code, error.message, [{ path: pathPrefix, message: error.message, max: error.max }]);
    case 'item_not_found':
      return problem(404, error.code, error.message);
    case 'idempotency_mismatch':
      return problem(422, error.code, error.message, [{ path: 'Idempotency-Key', message: error.message }]);
    default:
      throw new Error(`unknown cart error ${JSON.stringify(error satisfies never)}`);
  }
}
