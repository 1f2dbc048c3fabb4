"""Governance stage: plan consolidation (decay, merge, evict) purely, then execute the plan."""
