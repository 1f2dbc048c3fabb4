"""Native local service stack (PostgreSQL, Kafka, Connect, Neo4j, Milvus) for dev and CI."""
