/**
 * The two error codes of bad input: one for a body (JSON or form fields),
 * one for a query, path parameter or header. Every validator and service answers with these.
 */
export const BODY_INVALID = 'invalid_body';
export const PARAMETER_INVALID = 'invalid_parameter';
