"""The wire contract of memstream: topics, records, codecs, settings, the Faust app and the CLI."""
