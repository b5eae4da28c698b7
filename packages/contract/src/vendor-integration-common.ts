import { z } from 'zod';

// What the integration's two endpoint files share (vendor-integration.ts imports the actions file, so the shared
// pieces live here rather than in either).

export const vendorIntegrationTags = ['vendor-integration'];
export const vendorProjectParams = z.object({ id: z.string().max(64) });
/** An identifier in a request body: a project entity's or a controller's. */
export const vendorEntityId = z.string().min(1).max(200);
export const vendorProjectBase = '/insightapi/v1/projects/:id/vendorIntegration';
