import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { Principal } from '../modules/auth/index.ts';
import { Problem } from './problem.ts';
import { discardUnreadBody } from './unreadBody.ts';

interface ValidationIssue {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
  message?: string;
}

/**
 * The rule a value broke, as the problem names it beside its English `detail`, so that a screen
 * can say it in the user's language (src/web/i18n/problemMessage.ts): openapi.yaml lists them.
 */
export type BrokenRule = 'required' | 'notAllowed' | 'maxLength' | 'minLength' | 'maximum' | 'minimum' | 'date' | 'invalid';

function brokenRule({ keyword, params }: ValidationIssue): { rule: BrokenRule; limit?: number } {
  const limit = typeof params.limit === 'number' ? params.limit : undefined;
  if (keyword === 'required' || (keyword === 'minLength' && limit === 1)) return { rule: 'required' };
  if (keyword === 'additionalProperties') return { rule: 'notAllowed' };
  if (keyword === 'format' && params.format === 'date') return { rule: 'date' };
  if ((keyword === 'maxLength' || keyword === 'minLength' || keyword === 'maximum' || keyword === 'minimum') && limit !== undefined)
    return { rule: keyword, limit };
  return { rule: 'invalid' };
}

/** Names the field of the first validation issue and says what is wrong in the spec's words. */
export function describeValidation(
  issues: ValidationIssue[],
  context: string | undefined,
): { field: string; detail: string; rule: BrokenRule; limit?: number } {
  const issue = issues[0]!;
  const path = issue.instancePath.split('/').filter(Boolean);
  let field = path.join('.');
  if (issue.keyword === 'required') field = [...path, String(issue.params.missingProperty)].join('.');
  if (issue.keyword === 'additionalProperties') field = [...path, String(issue.params.additionalProperty)].join('.');
  if (!field) field = context === 'body' ? 'body' : (context ?? 'request');
  const broken = brokenRule(issue);
  // The English detail follows the rule; a rule with a limit keeps Ajv's own words (they name the limit).
  const details: Partial<Record<BrokenRule, string>> = {
    required: `${field} is required`,
    notAllowed: `${field} is not allowed`,
    date: `${field} is not a valid date (YYYY-MM-DD)`,
  };
  const detail = details[broken.rule] ?? `${field} is not valid: it ${issue.message ?? 'does not match the contract'}`;
  return { field, detail, ...broken };
}

/**
 * The problem+json answer every error gets (RFC 9457), `message` repeating `detail` for old
 * clients; `extensions` are members of the problem's own kind (readiness' checks).
 */
export function sendProblem(
  reply: FastifyReply,
  status: number,
  detail: string,
  {
    field,
    title = STATUS_CODES[status] ?? 'Error',
    extensions = {},
  }: { field?: string | undefined; title?: string; extensions?: Record<string, unknown> } = {},
) {
  return reply
    .code(status)
    .type('application/problem+json')
    .send({ type: 'about:blank', status, title, detail, message: detail, ...(field ? { field } : {}), ...extensions });
}

/**
 * What Fastify's own refusals say to a user. They are answered before any handler, so each has
 * one wording here; the statuses they use are declared in openapi.yaml (components/responses).
 */
const fastifyRefusals: Record<string, { detail: string; field?: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { detail: 'The request body is not valid JSON.', field: 'body' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { detail: 'The request body is empty.', field: 'body' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { detail: 'The request body does not match its Content-Length.', field: 'body' },
  FST_ERR_CTP_BODY_TOO_LARGE: { detail: 'The request body is too large.', field: 'body' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { detail: 'The content type of the request is not supported.' },
  FST_ERR_BAD_URL: { detail: 'The address holds a character that is not valid.' },
  FST_ERR_MAX_PARAM_LENGTH: { detail: 'A value in the address is too long.' },
};

/** What the error handler tells of a signed-in user refused (the security module records it as an event). */
export type RefusalRecorder = (request: FastifyRequest, user: Principal, detail: string) => Promise<void>;

/**
 * The one error handler: problems as written, validation as 400 with the field, the rest as 500; a
 * signed-in user's 403 told to `recordRefusal` (given by the app: http imports no module's code).
 */
export const errorHandlerWith = (recordRefusal: RefusalRecorder) =>
  async function errorHandler(error: FastifyError | Problem, request: FastifyRequest, reply: FastifyReply) {
    await discardUnreadBody(request, reply);
    if (error instanceof Problem) {
      if (error.status === 403 && request.principal) await recordRefusal(request, request.principal, error.detail);
      reply.headers(error.headers);
      return sendProblem(reply, error.status, error.detail, { field: error.field, title: error.title });
    }
    if (error.validation) {
      const { field, detail, rule, limit } = describeValidation(error.validation as ValidationIssue[], error.validationContext);
      return sendProblem(reply, 400, detail, { field, title: 'Bad Request', extensions: { rule, ...(limit === undefined ? {} : { limit }) } });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const known = fastifyRefusals[error.code];
      // A JSON syntax error from the body parser carries no code of its own.
      const refusal = known ?? (error instanceof SyntaxError ? fastifyRefusals.FST_ERR_CTP_INVALID_JSON_BODY! : { detail: error.message });
      return sendProblem(reply, status, refusal.detail, { field: refusal.field });
    }
    request.log.error({ err: error }, 'request failed');
    return sendProblem(reply, 500, 'Something went wrong!');
  };

/**
 * Fastify's router refuses a malformed or overlong address before any route or hook exists for
 * the request (`frameworkErrors`); the answer is the same problem+json as everywhere else. The
 * body is written as text because no route's serialiser is there to do it.
 */
export function frameworkErrorHandler(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode ?? 400;
  const detail = fastifyRefusals[error.code]?.detail ?? 'The request is not valid.';
  const title = STATUS_CODES[status] ?? 'Error';
  return reply
    .code(status)
    .type('application/problem+json')
    .send(JSON.stringify({ type: 'about:blank', status, title, detail, message: detail }));
}
