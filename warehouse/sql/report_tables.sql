-- The warehouse's base tables (views excluded), each exported to Parquet as open data.
SELECT table_name
FROM information_schema.tables
WHERE table_schema = 'main' AND table_type = 'BASE TABLE'
ORDER BY table_name;
