/**
 * The request's execution context (its `waitUntil`), or none: `app.request()` in tests may run
 * without one, and Hono's `c.executionCtx` getter throws then.
 */
export function executionContextOf(c: { executionCtx: ExecutionContext }): ExecutionContext | undefined {
  try {
    return c.executionCtx;
  } catch {
    return undefined;
  }
}
