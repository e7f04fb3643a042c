-- Trigram indexes make the buddy search (ILIKE on names and descriptions) use an index.
-- PGlite loads the extension in src/server/db/client.ts; PostgreSQL ships it in contrib.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
