import { is, sql } from 'drizzle-orm';
import { PgTable, getTableConfig } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type DatabaseHandle } from '../../../server/db/database';
import { migrate, readMigrations } from '../../../server/db/migrate';
import * as schema from '../../../server/db/schema';
import { testDatabases } from '../helpers/test-app';

const tables = (Object.values(schema) as unknown[]).filter((value): value is PgTable => is(value, PgTable));

describe.each(testDatabases)('migrations and the Drizzle schema on $name', (database) => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await database.open('blank');
  });
  afterAll(() => handle.close());

  it('applies every migration once, and nothing the second time', async () => {
    const names = (await readMigrations()).map((migration) => migration.name);
    expect(names[0]).toBe('0001_initial');
    expect(await migrate(handle.db)).toEqual(names);
    expect(await migrate(handle.db)).toEqual([]);
  });

  it('describes exactly the columns the SQL created', async () => {
    expect(tables.map((table) => getTableConfig(table).name).sort()).toEqual([
      'address_defaults',
      'addresses',
      'article_categories',
      'articles',
      'babbage_accounts',
      'basket_line_price_holds',
      'basket_lines',
      'basket_promotions',
      'baskets',
      'branch_stock',
      'branch_stock_removals',
      'branches',
      'brands',
      'catalogue_epoch',
      'categories',
      'chat_messages',
      'clock_events',
      'clocking_settings',
      'content_elements',
      'custom_jobs',
      'deferred_work',
      'fifm_applications',
      'form_submissions',
      'forms',
      'health_check_numbers',
      'health_check_photos',
      'health_check_settings',
      'health_check_shares',
      'health_checks',
      'idempotency_keys',
      'invoice_series',
      'invoices',
      'labour_rates',
      'menu_items',
      'menus',
      'mot_tests',
      'orders',
      'outside_service_turns',
      'password_reset_tokens',
      'payment_transactions',
      'product_comparisons',
      'product_favourites',
      'product_fitments',
      'product_part_numbers',
      'product_relations',
      'products',
      'promotions',
      'quotes',
      'rate_limit_counters',
      'redirects',
      'refresh_tokens',
      'registered_vehicles',
      'search_words',
      'server_settings',
      'sessions',
      'shipping_services',
      'stock_reservations',
      'technicians',
      'user_applications',
      'users',
      'vehicle_makes',
      'vehicle_models',
      'vehicle_searches',
      'vehicle_variants',
      'work_order_assignments',
      'work_order_numbers',
      'work_order_settings',
      'work_orders',
    ]);
    for (const table of tables) {
      const config = getTableConfig(table);
      const actual = await queryRows<{ column_name: string; data_type: string; is_nullable: string }>(
        handle.db,
        sql`SELECT column_name, data_type, is_nullable FROM information_schema.columns
            WHERE table_schema = current_schema() AND table_name = ${config.name} ORDER BY column_name`,
      );
      const expected = config.columns
        .map((column) => ({
          column_name: column.name,
          data_type: column.getSQLType(),
          is_nullable: column.notNull ? 'NO' : 'YES',
        }))
        .sort((a, b) => a.column_name.localeCompare(b.column_name));
      expect(actual, config.name).toEqual(expected);
    }
  });

  it('keeps emails unique whatever their case', async () => {
    const insert = (id: string, email: string) =>
      handle.db.insert(schema.users).values({ id, email, passwordHash: 'x' });
    await insert('01936b2e-0000-7000-8000-000000000e01', 'Case@Workbay.test');
    await expect(insert('01936b2e-0000-7000-8000-000000000e02', 'case@workbay.TEST')).rejects.toThrow();
  });

  it('refuses a registered user without credentials', async () => {
    await expect(
      handle.db.insert(schema.users).values({ id: '01936b2e-0000-7000-8000-000000000e03', email: 'x@workbay.test' }),
    ).rejects.toThrow();
  });
});
