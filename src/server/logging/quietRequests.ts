import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * Request lines at debug instead of info, for a person at a terminal: the start-up banner and
 * the problems stay visible; a request that failed is still logged as an error.
 */
export class QuietRequestLog extends LogController {
  override incomingRequest(request: FastifyRequest) {
    request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(error: Error | null, _request: FastifyRequest, reply: FastifyReply) {
    if (error) reply.log.error({ res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored');
    else reply.log.debug({ res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}
