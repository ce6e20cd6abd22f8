import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { Problem } from './problem.ts';

interface ValidationIssue {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
  message?: string;
}

/** Names the field of the first validation issue and says what is wrong in the spec's words. */
export function describeValidation(issues: ValidationIssue[], context: string | undefined): { field: string; detail: string } {
  const issue = issues[0]!;
  const path = issue.instancePath.split('/').filter(Boolean);
  let field = path.join('.');
  if (issue.keyword === 'required') field = [...path, String(issue.params.missingProperty)].join('.');
  if (issue.keyword === 'additionalProperties') field = [...path, String(issue.params.additionalProperty)].join('.');
  if (!field) field = context === 'body' ? 'body' : (context ?? 'request');
  const detail =
    issue.keyword === 'required'
      ? `${field} is required`
      : issue.keyword === 'additionalProperties'
        ? `${field} is not allowed`
        : issue.keyword === 'minLength' && issue.params.limit === 1
          ? `${field} is required`
          : `${field} is not valid: it ${issue.message ?? 'does not match the contract'}`;
  return { field, detail };
}

function send(reply: FastifyReply, status: number, title: string, detail: string, field?: string) {
  return reply
    .code(status)
    .type('application/problem+json')
    .send({ type: 'about:blank', status, title, detail, message: detail, ...(field ? { field } : {}) });
}

/** The one error handler: problems as written, validation as 400 with the field, the rest as 500. */
export function errorHandler(error: FastifyError | Problem, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof Problem) {
    reply.headers(error.headers);
    return send(reply, error.status, error.title, error.detail, error.field);
  }
  if (error.validation) {
    const { field, detail } = describeValidation(error.validation as ValidationIssue[], error.validationContext);
    return send(reply, 400, 'Bad Request', detail, field);
  }
  const status = error.statusCode ?? 500;
  if (status === 413) return send(reply, 413, 'Payload Too Large', 'The maximum upload file is 3MB!');
  if (status === 415) return send(reply, 415, 'Unsupported Media Type', 'The content type of the request is not supported.');
  if (status >= 400 && status < 500) {
    return send(reply, status, 'Bad Request', status === 400 ? 'The request is not valid.' : error.message);
  }
  request.log.error({ err: error }, 'request failed');
  return send(reply, 500, 'Internal Server Error', 'Something went wrong!');
}
