// The database schema, one file per area; drizzle-kit reads this file (drizzle.config.ts)
// and every module imports its tables from here.
export * from './accounts';
export * from './platform';
export * from './premium';
export * from './support';
export * from './bubbles';
export * from './polls';
export * from './board';
export * from './relations';
export * from './notifications';
export * from './deck';
export * from './chat';
export * from './chat-groups';
export * from './chat-extensions';
export * from './link-previews';
export * from './chat-calls';
export * from './admins';
export * from './data-exports';
export * from './audit';
export * from './moderation';
