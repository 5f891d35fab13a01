import { endpoints } from '@wob/api';
import type { FastifyInstance } from 'fastify';
import { SERVER_MESSAGES as M } from '../../messages';
import { bindAdminEndpoint } from '../admin/guard';
import type { AdminService } from '../admin/service';
import { registerAdImageRoute } from './ad-images';
import type { ContentService } from './service';

/**
 * The console's content endpoints (packages/api admin-content.ts): FAQs, house ads and Bubble
 * takedown for moderators and administrators, the operator's details for administrators only;
 * and the ads' pictures, public at /media/ads/<file>.
 */
export function registerContentRoutes(
  app: FastifyInstance,
  admins: AdminService,
  content: ContentService,
): void {
  const { faqs, ads, bubbles, operator, now } = content;
  const mod = 'moderator' as const;
  registerAdImageRoute(app, app.wob.db, app.wob.media);

  bindAdminEndpoint(app, admins, endpoints.adminFaqs, mod, async () => ({
    data: { faqs: await faqs.list() },
  }));
  bindAdminEndpoint(app, admins, endpoints.adminCreateFaq, mod, async ({ input }, admin) => ({
    status: 201,
    message: M.content.faqSaved,
    data: { faqs: await faqs.create(admin, input, now()) },
  }));
  bindAdminEndpoint(app, admins, endpoints.adminUpdateFaq, mod, async ({ input }, admin) => {
    const { id, ...text } = input;
    return {
      message: M.content.faqSaved,
      data: { faqs: await faqs.update(admin, id, text, now()) },
    };
  });
  bindAdminEndpoint(app, admins, endpoints.adminPublishFaq, mod, async ({ input }, admin) => ({
    message: M.content.faqSaved,
    data: { faqs: await faqs.publish(admin, input.id, input.published, now()) },
  }));
  bindAdminEndpoint(app, admins, endpoints.adminDeleteFaq, mod, async ({ input }, admin) => ({
    message: M.content.faqDeleted,
    data: { faqs: await faqs.remove(admin, input.id, now()) },
  }));
  bindAdminEndpoint(app, admins, endpoints.adminReorderFaqs, mod, async ({ input }, admin) => ({
    data: { faqs: await faqs.reorder(admin, input.ids, now()) },
  }));

  bindAdminEndpoint(app, admins, endpoints.adminAds, mod, async ({ input }) => ({
    data: { ads: await ads.list(input.language, now()) },
  }));
  bindAdminEndpoint(app, admins, endpoints.adminCreateAd, mod, async ({ input }, admin) => ({
    status: 201,
    message: M.content.adSaved,
    data: { ads: await ads.create(admin, input, now()) },
  }));
  bindAdminEndpoint(app, admins, endpoints.adminUpdateAd, mod, async ({ input }, admin) => {
    const { language: _kept, ...text } = input.ad;
    return {
      message: M.content.adSaved,
      data: { ads: await ads.update(admin, input.id, text, now()) },
    };
  });
  bindAdminEndpoint(app, admins, endpoints.adminSetAdActive, mod, async ({ input }, admin) => ({
    message: M.content.adSaved,
    data: { ads: await ads.setActive(admin, input.id, input.active, now()) },
  }));
  bindAdminEndpoint(app, admins, endpoints.adminDeleteAd, mod, async ({ input }, admin) => ({
    message: M.content.adDeleted,
    data: { ads: await ads.remove(admin, input.id, now()) },
  }));
  bindAdminEndpoint(app, admins, endpoints.adminReorderAds, mod, async ({ input }, admin) => ({
    data: { ads: await ads.reorder(admin, input.language, input.ids, now()) },
  }));

  bindAdminEndpoint(app, admins, endpoints.adminBubbles, mod, async ({ input }) => ({
    data: { bubbles: await bubbles.search(input.query) },
  }));
  bindAdminEndpoint(app, admins, endpoints.adminTakeDownBubble, mod, async ({ input }, admin) => ({
    message: M.content.bubbleTakenDown,
    data: { bubble: await bubbles.takeDown(admin, input.id, input.reason, now()) },
  }));
  bindAdminEndpoint(app, admins, endpoints.adminRestoreBubble, mod, async ({ input }, admin) => ({
    message: M.content.bubbleRestored,
    data: { bubble: await bubbles.restore(admin, input.id, now()) },
  }));

  bindAdminEndpoint(app, admins, endpoints.adminOperator, 'administrator', async () => ({
    data: await operator.adminView(),
  }));
  bindAdminEndpoint(
    app,
    admins,
    endpoints.adminUpdateOperator,
    'administrator',
    async ({ input }, admin) => ({
      message: M.content.operatorSaved,
      data: await operator.save(admin, input, now()),
    }),
  );
}
