/**
 * Runs one GraphQL request against the schema: parse, validate, execute. Returns the
 * HTTP status with the body, so the route stays thin. Bad queries and bad input → 400,
 * a failing provider → 502; never a 500.
 */
import { execute, GraphQLError, Kind, parse, specifiedRules, validate, type DocumentNode, type FormattedExecutionResult } from 'graphql';
import { rootValue, type GraphqlContext } from './resolvers';
import { graphqlSchema } from './schema';

export const MAX_QUERY_LENGTH = 20_000;
/** Root fields per operation: aliases would otherwise multiply the work of one request. */
export const MAX_ROOT_FIELDS = 10;

export interface GraphqlRequest {
  query: string;
  operationName?: string | null;
  variables?: Record<string, unknown> | null;
}

export interface GraphqlResponse {
  status: 200 | 400 | 502;
  body: FormattedExecutionResult & { error?: { code: string; message: string; issues: unknown[] } };
}

/** Spec §8: the first error's message, or 'GraphQL Error (Code: {status})' when there is none. */
export function graphqlErrorMessage(status: number, errors: readonly { message?: string }[] | undefined): string {
  const first = errors?.find((e) => typeof e.message === 'string' && e.message !== '');
  return first?.message ?? `GraphQL Error (Code: ${status})`;
}

function failure(
  status: 400 | 502,
  code: string,
  errors: readonly GraphQLError[],
  data?: FormattedExecutionResult['data'],
): GraphqlResponse {
  const formatted = errors.map((e) => e.toJSON());
  return {
    status,
    body: {
      ...(data !== undefined ? { data } : {}),
      errors: formatted,
      error: { code, message: graphqlErrorMessage(status, formatted), issues: formatted },
    },
  };
}

function tooManyRootFields(document: DocumentNode): GraphQLError | null {
  for (const def of document.definitions) {
    if (def.kind === Kind.OPERATION_DEFINITION && def.selectionSet.selections.length > MAX_ROOT_FIELDS) {
      return new GraphQLError(`An operation may select at most ${MAX_ROOT_FIELDS} root fields`, { nodes: def });
    }
  }
  return null;
}

/** Coercion and resolver input errors are GraphQLErrors; anything else came from a failing provider. */
const isInputError = (e: GraphQLError) => !e.originalError || e.originalError instanceof GraphQLError;

export async function runGraphql(request: GraphqlRequest, context: GraphqlContext): Promise<GraphqlResponse> {
  if (request.query.length > MAX_QUERY_LENGTH) {
    return failure(400, 'GRAPHQL_PARSE_FAILED', [new GraphQLError(`Query is longer than ${MAX_QUERY_LENGTH} characters`)]);
  }
  let document: DocumentNode;
  try {
    document = parse(request.query);
  } catch (error) {
    if (error instanceof GraphQLError) return failure(400, 'GRAPHQL_PARSE_FAILED', [error]);
    throw error;
  }
  const schema = graphqlSchema();
  const tooWide = tooManyRootFields(document);
  const invalid = tooWide ? [tooWide] : validate(schema, document, specifiedRules);
  if (invalid.length) return failure(400, 'GRAPHQL_VALIDATION_FAILED', invalid);
  const unknownOperation =
    request.operationName &&
    !document.definitions.some((d) => d.kind === Kind.OPERATION_DEFINITION && d.name?.value === request.operationName);
  if (unknownOperation)
    return failure(400, 'GRAPHQL_UNKNOWN_OPERATION', [new GraphQLError(`Unknown operation named "${request.operationName}".`)]);
  const result = await execute({
    schema,
    document,
    rootValue,
    contextValue: context,
    operationName: request.operationName ?? undefined,
    variableValues: request.variables ?? undefined,
  });
  if (!result.errors?.length) return { status: 200, body: { data: result.data ?? null } };
  if (result.errors.every(isInputError)) return failure(400, 'BAD_USER_INPUT', result.errors, result.data ?? null);
  for (const e of result.errors) if (!isInputError(e)) console.error('graphql resolver failed', e.originalError);
  return failure(502, 'UPSTREAM_ERROR', result.errors, result.data ?? null);
}
