"""DuckDB: named migrations, SQL files loaded by name, the single-writer connection."""
