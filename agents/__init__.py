"""Write-path stages in flow order: extract_facts -> commit_memories."""
