"""Read models rebuilt from the outbox: the versioned projector rule and the projection agents."""
