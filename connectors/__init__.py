"""Adapters to every external system; the only package that imports a driver."""
