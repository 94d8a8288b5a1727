import { date, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns';
import { users } from './users';

/*
 * The car parc (migration 0002_parts_catalogue.sql), registered vehicles, MOT tests and recent
 * vehicle searches (migration 0004_vehicles.sql).
 */

export const vehicleMakes = pgTable('vehicle_makes', {
  id: integer('id').primaryKey(),
  name: text('name').notNull().unique(),
  slug: text('slug').notNull().unique(),
});

export const vehicleModels = pgTable('vehicle_models', {
  id: integer('id').primaryKey(),
  makeId: integer('make_id')
    .notNull()
    .references(() => vehicleMakes.id),
  name: text('name').notNull(),
  slug: text('slug').notNull(),
  yearFrom: integer('year_from').notNull(),
  yearTo: integer('year_to'),
});

export const vehicleVariants = pgTable('vehicle_variants', {
  id: integer('id').primaryKey(),
  modelId: integer('model_id')
    .notNull()
    .references(() => vehicleModels.id),
  tecdocId: integer('tecdoc_id').notNull().unique(),
  name: text('name').notNull(),
  engineDescription: text('engine_description').notNull(),
  engineCc: integer('engine_cc'),
  fuel: text('fuel').notNull(),
  powerKw: integer('power_kw').notNull(),
  bodyType: text('body_type').notNull(),
  yearFrom: integer('year_from').notNull(),
  yearTo: integer('year_to'),
});

export const registeredVehicles = pgTable('registered_vehicles', {
  id: uuid('id').primaryKey(),
  vrm: text('vrm').notNull().unique(),
  vin: text('vin').notNull().unique(),
  variantId: integer('variant_id')
    .notNull()
    .references(() => vehicleVariants.id),
  country: text('country').notNull(),
  registrationDate: date('registration_date').notNull(),
  manufactureDate: date('manufacture_date').notNull(),
  colour: text('colour').notNull(),
  motTestDueDate: date('mot_test_due_date'),
  hasOutstandingRecall: text('has_outstanding_recall').notNull().default('No'),
});

export const motTests = pgTable('mot_tests', {
  motTestNumber: text('mot_test_number').primaryKey(),
  vehicleId: uuid('vehicle_id')
    .notNull()
    .references(() => registeredVehicles.id, { onDelete: 'cascade' }),
  completedDate: timestamptz('completed_date').notNull(),
  testResult: text('test_result').notNull(),
  expiryDate: date('expiry_date'),
  odometerValue: text('odometer_value'),
  odometerUnit: text('odometer_unit'),
  odometerResultType: text('odometer_result_type').notNull(),
  registrationAtTimeOfTest: text('registration_at_time_of_test').notNull(),
  dataSource: text('data_source').notNull(),
  defects: jsonb('defects').notNull().default([]),
});

export const vehicleSearches = pgTable('vehicle_searches', {
  id: uuid('id').primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  searchKey: text('search_key').notNull(),
  tecdocId: integer('tecdoc_id'),
  vehicleDetails: jsonb('vehicle_details').notNull(),
  description: text('description').notNull(),
  searchedAt: timestamptz('searched_at').notNull().defaultNow(),
});
