// Copy of the console's content pages (apps/web/src/pages/admin); part of the 'admin' namespace.
export const adminContent = {};
