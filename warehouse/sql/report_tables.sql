-- The warehouse's tables, each exported to Parquet as open data: the base tables (views
-- excluded) and the archive, which every connection reads as a temporary view over its Parquet
-- shards ($archive).
SELECT table_name
FROM information_schema.tables
WHERE table_schema = 'main'
  AND (table_type = 'BASE TABLE' OR (table_catalog = 'temp' AND table_name = $archive))
ORDER BY table_name;
