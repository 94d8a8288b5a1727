/**
 * The Drizzle view of the tables, one file per domain (named after server/modules). The SQL files
 * in ../migrations are the source of truth for the database; these files must describe the same
 * columns (tests/server/db/schema.test.ts checks it). Everything is re-exported here: import from
 * `db/schema`, and database.ts hands the whole to Drizzle.
 */
export * from './users';
export * from './locations';
export * from './auth';
export * from './password-reset';
export * from './vehicles';
export * from './catalogue';
export * from './search';
export * from './comparison';
export * from './favourites';
export * from './addresses';
export * from './idempotency';
export * from './shipping';
export * from './promotions';
export * from './baskets';
export * from './orders';
export * from './payments';
export * from './rate-limits';
export * from './outside-services';
export * from './work-orders';
export * from './quotes';
export * from './content';
export * from './forms';
export * from './chat';
export * from './invoices';
export * from './health-checks';
export * from './health-check-answers';
export * from './clocking';
export * from './workshop-board';
