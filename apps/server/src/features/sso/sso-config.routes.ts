import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { resultWrapperSchema } from '@airlens/domain';
import { z } from 'zod';
import { errorBodySchema } from '../../http/error-body';
import { requireUser, userOf } from '../../http/session';
import type { SsoContext } from './sso-context';
import { requestDomainCode, verifyDomain } from './sso-domain-verification.service';
import {
  domainCodeRequestSchema,
  domainVerificationSchema,
  ssoConfigurationInputSchema,
  ssoConfigurationSchema,
} from './sso.schemas';
import { getSsoConfiguration, updateSsoConfiguration } from './sso.service';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
  429: errorBodySchema,
  503: errorBodySchema,
};

const wrapperSchema = resultWrapperSchema(ssoConfigurationSchema);

/** The SSO self-service of organisation admins with enterprise-plus under /userapi/v1/organizations/sso. */
export function ssoConfigRoutes(context: SsoContext) {
  return async function register(app: FastifyInstance): Promise<void> {
    const typed = app.withTypeProvider<ZodTypeProvider>();
    const adminOnly = requireUser({ orgAdmin: true, enterprisePlus: true });

    typed.get(
      '/userapi/v1/organizations/sso/:id',
      {
        preHandler: adminOnly,
        schema: {
          tags: ['sso'],
          summary:
            "The organisation's SSO configuration (org admin with enterprise-plus; never the client secret)",
          params: z.object({ id: z.uuid() }),
          response: { 200: ssoConfigurationSchema, ...errors },
        },
      },
      async (request, reply) => {
        reply.header('Cache-Control', 'no-store');
        return getSsoConfiguration(context, userOf(request), request.params.id);
      },
    );

    typed.put(
      '/userapi/v1/organizations/sso',
      {
        preHandler: adminOnly,
        schema: {
          tags: ['sso'],
          summary: "Save the caller's organisation's SSO configuration (org admin with enterprise-plus)",
          body: ssoConfigurationInputSchema,
          response: { 200: wrapperSchema, ...errors },
        },
      },
      (request) => updateSsoConfiguration(context, userOf(request), request.body),
    );

    typed.post(
      '/userapi/v1/organizations/sso/domains/verification-code',
      {
        preHandler: adminOnly,
        schema: {
          tags: ['sso'],
          summary:
            'Mail a six-digit code to an address at a pending e-mail domain (proves control of the domain)',
          body: domainCodeRequestSchema,
          response: { 202: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        await requestDomainCode(context, userOf(request), request.body);
        return reply.status(202).send(null);
      },
    );

    typed.post(
      '/userapi/v1/organizations/sso/domains/verification',
      {
        preHandler: adminOnly,
        schema: {
          tags: ['sso'],
          summary: 'Verify a pending e-mail domain with its mailed code',
          body: domainVerificationSchema,
          response: { 200: wrapperSchema, ...errors },
        },
      },
      (request) => verifyDomain(context, userOf(request), request.body),
    );
  };
}
