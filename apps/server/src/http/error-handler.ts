import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from './errors';
import { errorBody } from './error-body';
import { listName, validationDetails } from './validation-message';

/** One place that turns every thrown error into the contract's body; never a stack trace or SQL. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.statusCode).send(errorBody(error.message, error.details));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const details = validationDetails(
        error.validation,
        error.validationContext ?? 'request',
        listName(error.validationContext, request.routeOptions.url),
      );
      return reply.status(400).send(errorBody(`Invalid request: ${details.join(', ')}`, details));
    }
    const statusCode = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (statusCode >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.status(statusCode).send(errorBody('An unexpected error occurred.'));
    }
    // Fastify's own 4xx (body too large, bad JSON, unsupported media type) carry safe messages.
    return reply.status(statusCode).send(errorBody(error.message));
  });
}
