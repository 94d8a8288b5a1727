import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from './clock';
import type { Database } from './db/database';
import type { AppConfig } from './env';
import { createChatRepository } from './modules/chat/chat.repository';
import { createChatService } from './modules/chat/chat.service';
import type { CategoriesRepository } from './modules/catalogue/categories.repository';
import { createContentRepository } from './modules/content/content.repository';
import { createContentService } from './modules/content/content.service';
import { createFifmApplicationsService } from './modules/forms/fifm-applications.service';
import { createFormsRepository } from './modules/forms/forms.repository';
import { createFormsService } from './modules/forms/forms.service';
import { createUserApplicationsService } from './modules/forms/user-applications.service';
import type { UsersRepository } from './modules/users/users.repository';
import { createChatProvider } from './providers/chat/create-chat-provider';
import type { Mailer } from './providers/mailer/mailer';

interface Deps {
  db: Database;
  config: AppConfig;
  clock: Clock;
  mailer: Mailer;
  log: FastifyBaseLogger;
  users: Pick<UsersRepository, 'findById'>;
  categories: Pick<CategoriesRepository, 'all'>;
  /** Per category id, how many parts fit the vehicle (the catalogue's count). */
  categoryCountsForVehicle: (tecdocId: number) => Promise<Record<string, number>>;
}

/** Who answers trade login and fitting requests in the demo. */
const TRADE_DESK_EMAIL = 'trade.accounts@workbay.test';

/**
 * The storefront around the parts (issue 27): menus, content and articles, forms and
 * applications, chat support. Wired once per app, beside the others in services.ts.
 */
export function createStorefrontServices({
  db,
  config,
  clock,
  mailer,
  log,
  users,
  categories,
  categoryCountsForVehicle,
}: Deps) {
  const forms = createFormsRepository(db);
  const nameOf = (user: { firstName: string | null; lastName: string | null }) =>
    [user.firstName, user.lastName].filter(Boolean).join(' ') || null;
  return {
    content: createContentService({
      content: createContentRepository(db),
      async categoriesFitting(tecdocId) {
        const [counts, rows] = await Promise.all([categoryCountsForVehicle(tecdocId), categories.all()]);
        return new Set(rows.filter((row) => (counts[row.id] ?? 0) > 0).map((row) => row.path));
      },
    }),
    forms: createFormsService({ forms, mailer, clock, log }),
    userApplications: createUserApplicationsService({ forms, mailer, clock, log, teamEmail: TRADE_DESK_EMAIL }),
    fifmApplications: createFifmApplicationsService({
      forms,
      contactOf: async (userId) => users.findById(userId),
      mailer,
      clock,
      log,
      teamEmail: TRADE_DESK_EMAIL,
    }),
    chat: createChatService({
      provider: createChatProvider(config, clock),
      chat: createChatRepository(db),
      async userOf(userId) {
        const user = await users.findById(userId);
        return user && { id: user.id, name: nameOf(user), email: user.email, firstName: user.firstName };
      },
      clock,
    }),
  };
}
