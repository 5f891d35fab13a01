// Copy of the console's moderation pages (apps/web/src/pages/admin); part of the 'admin' namespace.
export const adminModeration = {};
