import { sql } from 'drizzle-orm';
import { blocks, memberships, notifications } from '../db/schema';
import type { SeedStep } from './index';

/**
 * The requests waiting in the demo's private Bubbles ring their owners' and moderators' bells,
 * as a request made through `pick` does (modules/notifications/bubble-store.ts): one unseen
 * 'joinRequest' per request and owner or moderator, dated when the request was made.
 */
export const demoJoinRequests: SeedStep = {
  name: 'demo-join-requests',
  async run(tx) {
    await tx.execute(sql`insert into ${notifications} (id, user_id, actor_id, kind, bubble_id, created_at)
      select substr(replace(gen_random_uuid()::text, '-', ''), 1, 24), m.user_id, p.user_id,
        'joinRequest', p.bubble_id, p.joined_at
      from ${memberships} p
      join ${memberships} m on m.bubble_id = p.bubble_id and m.status = 'active'
        and m.role in ('owner', 'moderator') and m.user_id <> p.user_id
      where p.status = 'pending'
        and not exists (select 1 from ${blocks} b
          where (b.blocker_id = m.user_id and b.blocked_id = p.user_id)
             or (b.blocker_id = p.user_id and b.blocked_id = m.user_id))
      on conflict do nothing`);
  },
};
