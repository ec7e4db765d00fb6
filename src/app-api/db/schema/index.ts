// The one Drizzle schema of the embedded upstream, one file per domain. Add a table to its
// domain's file, then run `npm run db:generate` to write its migration into ../migrations.
export * from './accounts';
export * from './tournaments';
export * from './ratings';
export * from './wallet';
export * from './notifications';
export * from './match-events';
export * from './tours';
export * from './follows';
export * from './leagues';
