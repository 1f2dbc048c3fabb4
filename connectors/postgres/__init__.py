"""PostgreSQL adapter: migrations, the memory repository with its transactional outbox."""
