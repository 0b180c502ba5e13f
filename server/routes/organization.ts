import type { Queryable } from '../db/database.ts';
import { fileUrl } from '../db/files.ts';
import { findOrganization, renameOrganization, setOrganizationLogo } from '../db/organizations.ts';
import { authOf } from '../http/auth.ts';
import { ApiError } from '../http/errors.ts';
import { requiredText } from '../http/fields.ts';
import { readImageUpload } from '../http/imageUploads.ts';
import type { BodyOf, Handler, Services } from '../http/types.ts';
import { testCaseLimit } from '../plans.ts';
import { replaceImage } from './images.ts';

/** Spec §5: the organization's logo accepts jpg, jpeg, png and svg. */
const LOGO_EXTENSIONS = ['jpg', 'jpeg', 'png', 'svg'] as const;

async function organizationDetails(db: Queryable, organizationId: number) {
  const org = await findOrganization(db, organizationId);
  if (!org) throw new ApiError(401, 'Your session has expired. Please sign in again.');
  const limit = testCaseLimit(org.plan);
  return {
    id: org.id,
    name: org.name,
    plan: org.plan,
    logo_url: fileUrl(org.logo_name),
    usage: { test_cases: org.test_cases, test_case_limit: Number.isFinite(limit) ? limit : null },
  };
}

export function organizationHandlers(services: Services): Record<string, Handler> {
  const { db, now } = services;

  return {
    async getOrganization(request) {
      return { success: true, data: await organizationDetails(db, authOf(request).organizationId) };
    },

    async updateOrganization(request) {
      const { organizationId } = authOf(request);
      const name = requiredText((request.body as BodyOf<'updateOrganization'>).name, 'name');
      await renameOrganization(db, organizationId, name);
      return { success: true, message: 'Organization updated.', data: await organizationDetails(db, organizationId) };
    },

    async uploadOrganizationLogo(request) {
      const { organizationId } = authOf(request);
      const image = readImageUpload(request, LOGO_EXTENSIONS, 'organization logo');
      await db.transaction((tx) =>
        replaceImage(tx, {
          organizationId,
          image,
          now: now(),
          attach: (fileId) => setOrganizationLogo(tx, organizationId, fileId),
        }),
      );
      return { success: true, message: 'Logo updated.', data: await organizationDetails(db, organizationId) };
    },

    async removeOrganizationLogo(request) {
      const { organizationId } = authOf(request);
      await db.transaction((tx) =>
        replaceImage(tx, {
          organizationId,
          image: null,
          now: now(),
          attach: (fileId) => setOrganizationLogo(tx, organizationId, fileId),
        }),
      );
      return { success: true, message: 'Logo removed.', data: await organizationDetails(db, organizationId) };
    },
  };
}
