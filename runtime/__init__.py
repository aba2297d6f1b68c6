"""What the assets and the Dagster project both build on: settings, day partitions, resources and
the errors a run reports.

It sits below both packages so `dagster_project.definitions` can import `assets/` without
`assets/` importing `dagster_project/` back.
"""
