-- The storefront around the parts (issue 27): menus, content elements, articles, redirects, forms
-- and what people send through them, and the local chat's conversations.
--
-- Content is written as Markdown in the repository (server/db/content-demo/content/) and loaded
-- here; the Markdown is kept as written and turned into sanitised HTML when it is served, so a
-- stricter sanitiser protects what was stored before it. Keys are the content's own names (a
-- menu's code, an article's slug, a form's code), so that loading the files again updates the
-- same rows. Nothing here refers to a table of another migration but users.
CREATE TABLE menus (
  code text PRIMARY KEY,
  name text NOT NULL
);
--> statement-breakpoint
-- A menu's items as a tree. `category_path` names the catalogue category an item leads to: with a
-- vehicle chosen, the header menu leaves out the categories with no part for it.
CREATE TABLE menu_items (
  id text PRIMARY KEY,
  menu_code text NOT NULL REFERENCES menus (code) ON DELETE CASCADE,
  parent_id text REFERENCES menu_items (id) ON DELETE CASCADE,
  position integer NOT NULL,
  label text NOT NULL,
  url text NOT NULL,
  category_path text
);
--> statement-breakpoint
CREATE INDEX menu_items_menu_position_idx ON menu_items (menu_code, position);
--> statement-breakpoint
CREATE INDEX menu_items_url_idx ON menu_items (url);
--> statement-breakpoint
CREATE TABLE content_elements (
  name text PRIMARY KEY,
  title text NOT NULL,
  body_markdown text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE TABLE article_categories (
  path text PRIMARY KEY,
  name text NOT NULL,
  description text NOT NULL,
  position integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE articles (
  slug text PRIMARY KEY,
  category_path text NOT NULL REFERENCES article_categories (path) ON DELETE CASCADE,
  title text NOT NULL,
  summary text NOT NULL,
  author text NOT NULL,
  body_markdown text NOT NULL,
  published_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
-- A category's page of articles, newest first.
CREATE INDEX articles_category_published_idx ON articles (category_path, published_at DESC, slug);
--> statement-breakpoint
-- Old addresses and where they lead now: 301 for a move for good, 302 for a while.
CREATE TABLE redirects (
  source_url text PRIMARY KEY,
  target_url text NOT NULL,
  status_code smallint NOT NULL CHECK (status_code IN (301, 302))
);
--> statement-breakpoint
-- A form's fields are data (their names, labels, kinds and rules), so a new form needs no code.
CREATE TABLE forms (
  code text PRIMARY KEY,
  name text NOT NULL,
  description text NOT NULL,
  submit_label text NOT NULL,
  acknowledgement text NOT NULL,
  notify_email text NOT NULL,
  fields jsonb NOT NULL,
  position integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE form_submissions (
  id uuid PRIMARY KEY,
  form_code text NOT NULL REFERENCES forms (code),
  email text NOT NULL,
  data jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE INDEX form_submissions_form_created_idx ON form_submissions (form_code, created_at);
--> statement-breakpoint
-- "Fit it for me": a logged-in customer asks for the parts to be fitted at a partner garage.
CREATE TABLE fifm_applications (
  id uuid PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  vrm text NOT NULL,
  postcode text NOT NULL,
  preferred_date date NOT NULL,
  telephone text NOT NULL,
  parts_description text NOT NULL,
  status text NOT NULL DEFAULT 'received',
  created_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE INDEX fifm_applications_user_created_idx ON fifm_applications (user_id, created_at DESC);
--> statement-breakpoint
-- Someone at a business with a trade account asks for a login of their own.
CREATE TABLE user_applications (
  id uuid PRIMARY KEY,
  email text NOT NULL,
  data jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
-- The local chat provider's conversations: one per user, the customer's messages and the
-- parts desk's answers.
CREATE TABLE chat_messages (
  id uuid PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  author text NOT NULL CHECK (author IN ('customer', 'agent')),
  body text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE INDEX chat_messages_user_created_idx ON chat_messages (user_id, created_at, id);
