// Copy of the console's retention pages (apps/web/src/pages/admin); part of the 'admin' namespace.
export const adminRetention = {};
