-- Trigram matching backs the catalogue's typo-tolerant search (see ARCHITECTURE.md).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
