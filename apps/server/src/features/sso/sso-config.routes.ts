import { ssoConfigEndpoints } from '@airlens/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routeOf } from '../../http/contract-route';
import { requireUser, userOf } from '../../http/session';
import type { SsoContext } from './sso-context';
import { requestDomainCode, verifyDomain } from './sso-domain-verification.service';
import { getSsoConfiguration, updateSsoConfiguration } from './sso.service';

/** The SSO self-service of organisation admins with enterprise-plus under /userapi/v1/organizations/sso. */
export function ssoConfigRoutes(context: SsoContext) {
  return async function register(app: FastifyInstance): Promise<void> {
    const typed = app.withTypeProvider<ZodTypeProvider>();
    const adminOnly = requireUser({ orgAdmin: true, enterprisePlus: true });

    typed.route({
      ...routeOf(ssoConfigEndpoints.getSsoConfiguration),
      preHandler: adminOnly,
      handler: async (request, reply) => {
        reply.header('Cache-Control', 'no-store');
        return getSsoConfiguration(context, userOf(request), request.params.id);
      },
    });

    typed.route({
      ...routeOf(ssoConfigEndpoints.updateSsoConfiguration),
      preHandler: adminOnly,
      handler: (request) => updateSsoConfiguration(context, userOf(request), request.body),
    });

    typed.route({
      ...routeOf(ssoConfigEndpoints.requestSsoDomainCode),
      preHandler: adminOnly,
      handler: async (request, reply) => {
        await requestDomainCode(context, userOf(request), request.body);
        return reply.status(202).send(null);
      },
    });

    typed.route({
      ...routeOf(ssoConfigEndpoints.verifySsoDomain),
      preHandler: adminOnly,
      handler: (request) => verifyDomain(context, userOf(request), request.body),
    });
  };
}
