"""The static site: pages, feed and open data built from the warehouse, model output escaped
everywhere."""
